/**
 * OpenAPI operations for routes served outside tRPC (binary downloads). Added by the issue that adds the
 * route; each must also be in PLAIN_ROUTES (./plain-routes.ts).
 */
export function PLAIN_ROUTE_DOCS(): Record<string, Record<string, Record<string, unknown>>> {
  return {};
}
