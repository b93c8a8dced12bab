import type { SignupConfig, WhatsAppAccount } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';

export const whatsappQueryKeys = {
  all: ['whatsappAccounts'] as const,
  list: ['whatsappAccounts', 'list'] as const,
  signupConfig: ['whatsappAccounts', 'signupConfig'] as const,
};

export function useWhatsAppAccounts() {
  return useQuery({
    queryKey: whatsappQueryKeys.list,
    queryFn: (): Promise<WhatsAppAccount[]> => api.whatsappAccounts.list(),
    retry: false,
  });
}

export function useSignupConfig() {
  return useQuery({
    queryKey: whatsappQueryKeys.signupConfig,
    queryFn: async (): Promise<SignupConfig> => (await api.whatsappAccounts.signupConfig()).config,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
