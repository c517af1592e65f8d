import type { SignInResponse } from "@capital/contract/accounts";
import type { FastifyInstance } from "fastify";
import { multipart } from "./multipart";

let counter = 0;

/** Registers a new user through the API, as the sign-up page does, and returns its tokens and profile. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<Record<"name" | "email" | "password", string>> = {},
  /** The language of the page it signs up on (the web sends it as Accept-Language); none by default. */
  language?: "ar" | "en",
) {
  counter += 1;
  const fields = {
    name: "Mona Adel",
    email: `mona${counter}.${Date.now()}@example.com`,
    password: "Nile-sunset-R7-balcony",
    ...overrides,
  };
  const form = multipart(fields);
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/users/create/",
    payload: form.payload,
    headers: { ...form.headers, ...(language ? { "accept-language": language } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as SignInResponse), password: fields.password, email: fields.email };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
