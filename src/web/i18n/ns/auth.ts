import english from '../locales/en/auth.json?compiled';
import { namespace } from '../namespace';

/** Sign-in, registration and password reset, with their validation messages. */
export const { useText: useAuthText, t: authText } = namespace('auth', english);
