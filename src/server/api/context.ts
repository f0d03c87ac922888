import type { ApiScope } from '~/server/db/schema';
import type { ServiceState } from '~/server/domain/service/service-mode';

/** The account standing a create is checked against, read together with the credential. */
export interface AccountStanding {
  developerStatus: 'none' | 'pending' | 'approved' | 'rejected' | 'suspended';
  suspended: boolean;
  planId: string;
  entitled: boolean;
}

/** Who is calling: an API key (REST) or a signed-in owner (portal), resolved to one account. */
export interface Principal {
  accountId: string;
  /** The calling key; null for a portal session. */
  keyId: string | null;
  scopes: readonly ApiScope[];
  standing: AccountStanding;
}

export interface Context {
  principal: Principal | null;
  transport: 'rest' | 'portal';
  requestId: string;
  service: ServiceState;
  /** Request headers a procedure may need (Idempotency-Key), lower-cased. */
  header(name: string): string | undefined;
  /**
   * What a procedure sets on its success response: a status other than 200 (202) and headers
   * (Location). One shared object, since middleware passes copies of the context down.
   */
  response: { status?: number; headers: Record<string, string> };
  /** Set while the server drains: creates answer 503 server_restarting. */
  draining: () => boolean;
}
