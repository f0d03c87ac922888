import { publicUrl } from '~/env';

/** Where an owner subscribes to the Max plan (Usage.upgrade_url, error.upgrade_url). */
export const upgradeUrl = (): string => `${publicUrl()}/portal/billing`;
