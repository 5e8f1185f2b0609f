import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  calendarFeedSchema,
  calendarMonthSchema,
  calendarQuerySchema,
  planningQuerySchema,
  planningSchema,
  planningSettingsInputSchema,
  planningSettingsSchema,
} from "../../shared/api/planning";
import {
  readCalendarFeed,
  readCalendarFeedByToken,
  regenerateCalendarFeed,
} from "../domain/planning/calendar-feed";
import { readCalendarMonth, readPlanning } from "../domain/planning/planning-view";
import { getPlanningSettings, savePlanningSettings } from "../domain/planning/warning-window";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** The planning: due dates by month, the calendar, its private feed, the warning window. */
export function planningRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["planning"]);
  const { publicUrl } = services;

  route(
    {
      method: "GET",
      url: "/api/planning",
      summary:
        "Planning des étalonnages : en quarantaine (à part), en retard, à faire ce mois-ci, puis mois par mois",
      permission: "readCampaigns",
      querystring: planningQuerySchema,
      response: planningSchema,
    },
    (scope, { query }) => readPlanning(scope, { months: query.months }),
  );

  route(
    {
      method: "GET",
      url: "/api/planning/calendar",
      summary: "Calendrier d'un mois : les instruments à étalonner chaque jour (mois en cours par défaut)",
      permission: "readCampaigns",
      querystring: calendarQuerySchema,
      response: calendarMonthSchema,
    },
    (scope, { query }) => readCalendarMonth(scope, { month: query.month }),
  );

  route(
    {
      method: "GET",
      url: "/api/settings/planning",
      summary: "Réglage : délai d'alerte avant l'échéance d'étalonnage, en jours",
      permission: "readCampaigns",
      response: planningSettingsSchema,
    },
    (scope) => getPlanningSettings(scope),
  );

  route(
    {
      method: "PUT",
      url: "/api/settings/planning",
      summary: "Changer le délai d'alerte avant l'échéance d'étalonnage (1 à 365 jours)",
      permission: "manageEquipment",
      body: planningSettingsInputSchema,
      response: planningSettingsSchema,
    },
    (scope, { body }) => savePlanningSettings(scope, { input: body }),
  );

  route(
    {
      method: "GET",
      url: "/api/planning/feed",
      summary: "Adresse secrète du calendrier du planning (iCal), nulle tant qu'elle n'a pas été créée",
      permission: "manageEquipment",
      response: calendarFeedSchema,
    },
    (scope) => readCalendarFeed(scope, { publicUrl }),
  );

  route(
    {
      method: "POST",
      url: "/api/planning/feed/regenerate",
      summary: "Créer ou remplacer l'adresse du calendrier : l'ancienne cesse de fonctionner aussitôt",
      permission: "manageEquipment",
      response: calendarFeedSchema,
    },
    (scope) => regenerateCalendarFeed(scope, { publicUrl }),
  );

  // The feed that calendar applications subscribe to: no session, the token is the key. Like the
  // sign-in link, an address opened by another program than the web app: left out of the API's
  // document.
  route.feed(
    {
      method: "GET",
      url: "/api/planning/feed/:token.ics",
      hide: true,
      // Fastify's router refuses a parameter over 100 characters before this runs.
      params: z.object({ token: z.string() }),
    },
    async (scope) => ({
      contentType: "text/calendar; charset=utf-8",
      fileName: "calibra-planning.ics",
      disposition: "inline",
      body: await readCalendarFeedByToken(scope, { publicUrl }),
      headers: { "cache-control": "private, max-age=300" },
    }),
  );
}
