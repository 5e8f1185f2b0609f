import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import type { FastifySchemaCompiler } from "fastify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type Serialize = (data: unknown) => string;

/** The zod schema of a route's answer, as fastify-type-provider-zod accepts it. */
function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : null;
}

/**
 * The answer's schema compiled once into a serializer (fast-json-stringify from the schema's JSON
 * Schema), or why not when zod's schema holds something JSON Schema cannot say (a transform, a
 * codec): that answer keeps zod's encoding.
 */
function compiled(schema: z.ZodType): Serialize | Error {
  try {
    const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "throw", target: "draft-7" });
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * How every answer's body is written (decision 030). Encoding each answer through zod at run time
 * took 12–25 % of a light read's CPU; the answer's contract is the same zod schema, compiled once
 * per route into a serializer. With `check` (the tests, the end-to-end server), each answer is
 * also encoded by zod, which validates it against the contract, and the two texts must say the same
 * JSON: the whole test suite checks the compiled serializers against zod's.
 */
export function answerSerializerCompiler({
  check,
  onZodKept,
}: {
  check: boolean;
  /** Told of each answer that keeps zod's encoding, and why (the server logs it at debug level). */
  onZodKept?: (route: string, reason: string) => void;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const byZod = (zodSerializerCompiler as FastifySchemaCompiler<unknown>)(route) as unknown as Serialize;
    const schema = zodSchemaOf(route.schema);
    // Compiled on the first answer: a server has some 1,600 (route, status) pairs, most never sent.
    let serialize: Serialize | undefined;
    const firstAnswer = (): Serialize => {
      const fast = schema ? compiled(schema) : new Error("not a zod schema");
      if (!(fast instanceof Error)) return check ? checked(route, fast, byZod) : fast;
      onZodKept?.(`${route.method} ${route.url} ${route.httpStatus}`, fast.message);
      return byZod;
    };
    return (data) => {
      serialize ??= firstAnswer();
      return serialize(data);
    };
  };
}

/**
 * The compiled text, once zod has encoded (and so validated) the same answer to the same JSON: the
 * same values, its keys in the contract's order where zod keeps the domain's.
 */
function checked(
  route: { method: string; url: string; httpStatus?: string },
  fast: Serialize,
  byZod: Serialize,
) {
  return (data: unknown) => {
    const text = byZod(data);
    const fastText = fast(data);
    if (fastText !== text && !isDeepStrictEqual(JSON.parse(fastText), JSON.parse(text)))
      throw new Error(
        `${route.method} ${route.url} ${route.httpStatus}: the compiled answer differs from zod's\n` +
          `zod:      ${text.slice(0, 400)}\ncompiled: ${fastText.slice(0, 400)}`,
      );
    return fastText;
  };
}
