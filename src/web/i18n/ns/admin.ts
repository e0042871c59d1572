import english from '../locales/en/admin.json?compiled';
import { namespace } from '../namespace';

/** The admin's screens: users, EMD deposits and withdrawals, bids, the e-mail outbox, sample images, platform health, demo setup. */
export const { useText: useAdminText, t: adminText } = namespace('admin', english);
