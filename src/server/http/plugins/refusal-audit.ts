import type { FastifyInstance } from "fastify";
import { ERROR_MESSAGES } from "../../../shared/messages";
import type { Database } from "../../db/client";
import { auditApart } from "../../domain/audit/record-audit";
import { toAppError } from "./errors";
import { actorOf } from "./request-context";

/**
 * Refused calls (403: a role that may not, a technician outside the campaign, a cross-site request)
 * go to the trail of the signed-in user's company, in a transaction of their own: the refused work
 * never ran, or was rolled back. A failure to record is logged, never answered.
 */
export function registerRefusalAudit(app: FastifyInstance, db: Database): void {
  app.addHook("onError", async (request, _reply, error) => {
    const refusal = toAppError(error, request);
    if (refusal.status !== 403) return;
    try {
      const user = await request.sessionUser();
      if (!user?.companyId) return;
      const route = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
      // What was attempted, in the words of the route's own summary (OpenAPI), else its address.
      const summary = (request.routeOptions.schema as { summary?: string } | undefined)?.summary;
      const attempted = summary ? `« ${summary} »` : `${request.method} ${route}`;
      await auditApart(
        db,
        { companyId: user.companyId, actor: actorOf(request, user) },
        {
          action: "access.refused",
          tableName: null,
          recordId: route,
          description:
            refusal.message === ERROR_MESSAGES.FORBIDDEN
              ? `Accès refusé : ${attempted}`
              : `Accès refusé : ${attempted} — ${refusal.message}`,
          details: { code: refusal.code, method: request.method, url: route, params: request.params ?? null },
          outcome: "refused",
        },
      );
    } catch (err) {
      request.log.error({ err }, "refused call not recorded in the audit trail");
    }
  });
}
