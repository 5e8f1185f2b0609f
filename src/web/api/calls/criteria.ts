import { z } from "zod";
import {
  type CriterionInput,
  criterionSchema,
  type GlobalParametersInput,
  globalParametersSchema,
} from "../../../shared/api/criteria";
import { call } from "../request";
import { noContent, path, type Read } from "./call-helpers";

export const criteriaCalls = {
  list: ({ signal }: Read = {}) => call("GET", "/api/rating-criteria", z.array(criterionSchema), { signal }),
  forUser: ({ signal }: Read = {}) =>
    call("GET", "/api/rating-criteria/for-user", z.array(criterionSchema), { signal }),
  create: (body: CriterionInput) => call("POST", "/api/rating-criteria", criterionSchema, { body }),
  update: (id: number, body: CriterionInput) =>
    call("PUT", `/api/rating-criteria/${path(id)}`, criterionSchema, { body }),
  remove: (id: number) => call("DELETE", `/api/rating-criteria/${path(id)}`, noContent),
  globalParameters: ({ signal }: Read = {}) =>
    call("GET", "/api/settings/global-params", globalParametersSchema, { signal }),
  saveGlobalParameters: (body: GlobalParametersInput) =>
    call("PUT", "/api/settings/global-params", globalParametersSchema, { body }),
};
