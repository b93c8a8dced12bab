import type {
  SignupConfig,
  WhatsAppAccount,
  WhatsAppAccountType,
} from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { orpc } from '../../lib/orpc';
import { type FacebookLoginResponse, loadFacebookSdk } from './loadFacebookSdk';
import { readSignupMessage, type SignupData } from './readSignupMessage';
import { whatsappFailure } from './whatsappFailure';

export type SdkState = 'loading' | 'ready' | 'failed';
export type SignupStage = 'idle' | 'waiting' | 'creating';

export interface CreatedAccount {
  account: WhatsAppAccount;
  /** Several numbers came back with the WABA: the user picks one on the card. */
  needsNumberChoice: boolean;
  message: string;
}

interface Attempt {
  type: WhatsAppAccountType;
  configId: string;
  code?: string;
  data?: SignupData;
}

/**
 * Embedded Signup from the add-account modal: loads the SDK on
 * demand, runs `FB.login` for a code, listens to the popup's WA_EMBEDDED_SIGNUP events, and creates
 * the account only once both the code and the data arrived.
 */
export function useEmbeddedSignup(
  config: SignupConfig | undefined,
  onCreated: (created: CreatedAccount) => void,
) {
  const queryClient = useQueryClient();
  const [sdkState, setSdkState] = useState<SdkState>('loading');
  const [sdkError, setSdkError] = useState<string | null>(null);
  const [stage, setStage] = useState<SignupStage>('idle');
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  useEffect(() => {
    if (!config?.available) return;
    let active = true;
    setSdkState('loading');
    loadFacebookSdk(config).then(
      () => active && setSdkState('ready'),
      (failure: unknown) => {
        if (!active) return;
        setSdkState('failed');
        setSdkError(failure instanceof Error ? failure.message : m.sdkMissing);
      },
    );
    return () => {
      active = false;
    };
  }, [config]);

  const create = useMutation(
    orpc.whatsappAccounts.create.mutationOptions({
      onSuccess: (result) => {
        setStage('idle');
        void queryClient.invalidateQueries({ queryKey: orpc.whatsappAccounts.list.key() });
        onCreatedRef.current({
          account: result.account,
          needsNumberChoice: result.phone_numbers.length > 0,
          message: result.message,
        });
      },
      onError: (failure) => {
        setStage('idle');
        setError(whatsappFailure(failure, m.createFailed));
      },
    }),
  );
  const createRef = useRef(create.mutate);
  createRef.current = create.mutate;

  const createWhenComplete = useCallback(() => {
    const current = attempt.current;
    if (!current?.code || !current.data) return;
    attempt.current = null;
    setStage('creating');
    createRef.current({
      type: current.type,
      config_id: current.configId,
      auth_code: current.code,
      phone_number_id: current.data.phone_number_id ?? '',
      waba_id: current.data.waba_id ?? '',
      business_id: current.data.business_id ?? '',
      description: '',
      phone_number: '',
      code_verification_status: 'NOT_VERIFIED',
    });
  }, []);

  useEffect(() => {
    if (!config) return;
    const listener = (event: MessageEvent) => {
      const message = readSignupMessage(event.origin, event.data, config.message_origins);
      if (!message || !attempt.current) return;
      if (message.kind === 'finish') {
        attempt.current.data = message.data;
        createWhenComplete();
        return;
      }
      attempt.current = null;
      setStage('idle');
      setError(message.message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [config, createWhenComplete]);

  const launch = useCallback(
    (type: WhatsAppAccountType) => {
      setError(null);
      if (!config?.available) return setError(m.signupNotConfigured);
      if (sdkState === 'loading') return setError(m.sdkLoading);
      const sdk = window.FB;
      if (sdkState === 'failed' || !sdk) return setError(sdkError ?? m.sdkMissing);
      const configId = config.config_ids[type];
      attempt.current = { type, configId };
      setStage('waiting');
      const callback = (response: FacebookLoginResponse) => {
        const code = response.authResponse?.code;
        if (code && attempt.current) {
          attempt.current.code = code;
          createWhenComplete();
          return;
        }
        if (!attempt.current) return;
        attempt.current = null;
        setStage('idle');
        setError(
          response.error?.message ? m.facebookError({ message: response.error.message }) : m.userCancelled,
        );
      };
      try {
        sdk.login(callback, {
          config_id: configId,
          response_type: 'code',
          override_default_response_type: true,
          extras: { setup: {}, featureType: '', sessionInfoVersion: '3' },
        });
      } catch (failure) {
        attempt.current = null;
        setStage('idle');
        const text = failure instanceof Error ? failure.message : '';
        setError(/network|fetch|réseau/i.test(text) ? m.network : m.launchFailed);
      }
    },
    [config, sdkState, sdkError, createWhenComplete],
  );

  const reset = useCallback(() => {
    attempt.current = null;
    setStage('idle');
    setError(null);
  }, []);

  return { sdkState, stage, error, launch, reset };
}
