import type { AuthedContext } from '../../api/appContext';
import type { OnboardingServices } from './registerNumber';

/** What the onboarding domain functions need of the request context. */
export function onboardingServices(context: AuthedContext): OnboardingServices {
  return { db: context.db, secretKey: context.config.secretKey, runtime: context.config.runtime };
}
