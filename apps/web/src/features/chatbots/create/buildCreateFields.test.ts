import { describe, expect, it } from 'vitest';
import { emptyChatbotForm } from '../chatbotFormValues';
import { buildCreateFields } from './buildCreateFields';

const whatsapp = {
  ...emptyChatbotForm,
  bot_name: '  Boutique Teranga ',
  description: ' Commandes ',
  email: ' contact@teranga.sn ',
  display_phone_number: ' +221 77 123 45 67 ',
  phone_number_id: ' 1234 ',
  waba_id: ' 102290129340398 ',
  app_id: ' 5678 ',
};

describe('buildCreateFields', () => {
  it('trims and keeps the WhatsApp fields of a WhatsApp chatbot', () => {
    expect(buildCreateFields(whatsapp, ' EAAG-token ')).toEqual({
      bot_name: 'Boutique Teranga',
      type: 'whatsapp',
      status: 'inactive',
      description: 'Commandes',
      email: 'contact@teranga.sn',
      display_phone_number: '+221 77 123 45 67',
      phone_number_id: '1234',
      waba_id: '102290129340398',
      app_id: '5678',
      access_token: 'EAAG-token',
    });
  });

  it('leaves out an empty token', () => {
    expect(buildCreateFields(whatsapp, '  ')).not.toHaveProperty('access_token');
  });

  it('drops the WhatsApp fields for another type', () => {
    const fields = buildCreateFields({ ...whatsapp, type: 'telegram', status: 'active' }, 'token');
    expect(fields).toEqual({
      bot_name: 'Boutique Teranga',
      type: 'telegram',
      status: 'active',
      description: 'Commandes',
      email: 'contact@teranga.sn',
    });
  });
});
