import { Button, Group, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconBriefcase, IconUser } from '@tabler/icons-react';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { CountrySelect } from './CountrySelect';
import { PhoneField } from './PhoneField';
import classes from './RegisterPage.module.css';
import { registerTexts } from './registerTexts';
import { StepActions, StepForm } from './StepForm';
import { useVisibleErrors } from './useVisibleErrors';
import type { IdentityErrors, IdentityValues, UserType } from './validateIdentity';
import { validateIdentity } from './validateIdentity';

interface IdentityStepProps {
  values: IdentityValues;
  onChange: (patch: Partial<IdentityValues>) => void;
  /** What the server said about a field; shown until the field changes. */
  serverErrors: IdentityErrors;
  /** 'Suivant' was pressed once: every field shows its error. */
  submitted: boolean;
  checking: boolean;
  onNext: () => void;
  /** Signing up through an invitation: the invited address, not to be changed. */
  emailLocked?: boolean;
}

const USER_TYPES: { value: UserType; icon: typeof IconUser }[] = [
  { value: 'personal', icon: IconUser },
  { value: 'provider', icon: IconBriefcase },
];

/** Step 1: who registers and for which company. */
export function IdentityStep({
  values,
  onChange,
  serverErrors,
  submitted,
  checking,
  onNext,
  emailLocked = false,
}: IdentityStepProps) {
  const t = useTexts(registerTexts);
  const common = useTexts(commonTexts);
  const { errorOf, touch } = useVisibleErrors(validateIdentity(values), serverErrors, submitted);

  return (
    <StepForm onSubmit={onNext}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t.identity.firstname}
          autoComplete="given-name"
          value={values.firstname}
          onChange={(event) => onChange({ firstname: event.currentTarget.value })}
          onBlur={touch('firstname')}
          error={errorOf('firstname')}
        />
        <TextInput
          label={t.identity.lastname}
          autoComplete="family-name"
          value={values.lastname}
          onChange={(event) => onChange({ lastname: event.currentTarget.value })}
          onBlur={touch('lastname')}
          error={errorOf('lastname')}
        />
      </SimpleGrid>
      <TextInput
        label={t.identity.company}
        autoComplete="organization"
        value={values.company}
        onChange={(event) => onChange({ company: event.currentTarget.value })}
        onBlur={touch('company')}
        error={errorOf('company')}
      />
      <TextInput
        label={t.identity.email}
        type="email"
        autoComplete="email"
        value={values.email}
        readOnly={emailLocked}
        description={emailLocked ? t.invitation.emailLocked : undefined}
        onChange={(event) => onChange({ email: event.currentTarget.value })}
        onBlur={touch('email')}
        error={errorOf('email')}
      />
      <CountrySelect
        value={values.country}
        onChange={(country) => onChange({ country })}
        error={errorOf('country')}
      />
      <PhoneField
        country={values.country}
        value={values.phoneNumber}
        onChange={(phoneNumber) => {
          // The length messages follow the typing as soon as the number is started.
          if (phoneNumber) touch('phoneNumber')();
          onChange({ phoneNumber });
        }}
        onBlur={touch('phoneNumber')}
        error={errorOf('phoneNumber')}
      />
      <Radio.Group
        label={t.identity.userType}
        value={values.userType}
        onChange={(userType) => {
          const chosen = USER_TYPES.find((type) => type.value === userType);
          if (chosen) onChange({ userType: chosen.value });
        }}
        error={errorOf('userType')}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
          {USER_TYPES.map(({ value, icon: Icon }) => (
            <Radio.Card key={value} value={value} radius="md" className={classes.typeCard}>
              <Group wrap="nowrap" gap="sm" align="center">
                <Radio.Indicator />
                <Icon size={18} stroke={1.6} aria-hidden />
                <Text size="sm" fw={500} lh={1.3}>
                  {t.identity.userTypes[value]}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <StepActions>
        <Button type="submit" loading={checking} rightSection={<IconArrowRight size={16} aria-hidden />}>
          {common.actions.next}
        </Button>
      </StepActions>
    </StepForm>
  );
}
