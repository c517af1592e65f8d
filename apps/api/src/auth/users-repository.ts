import type { User } from "@capital/contract/user";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { emailKey } from "./email-key";

export type UserRow = typeof users.$inferSelect;

/** The user object of SPEC.md section 3: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    profilePicture: row.profilePicture,
    preferedCurrency: row.preferedCurrency,
    preferedLanguage: row.preferedLanguage,
  };
}

/** The account an email names (see `emailKey`), found by the unique index on `lower(email)`. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${emailKey(email)}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
