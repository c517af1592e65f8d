import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { bearer, signUp } from "../../testing/accounts";
import { outboxMails } from "../../testing/outbox";
import { companyForm, freshEmail, insertFeedback, insertInvitation } from "../../testing/partner-fixtures";
import { createPartnerWorld, type PartnerWorld, signUpPartner } from "../../testing/partner-world";
import { createTestApp } from "../../testing/test-app";

let test: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;
let managerB: Awaited<ReturnType<typeof signUpPartner>>;
beforeAll(async () => {
  test = await createTestApp();
  world = await createPartnerWorld(test.app, test.db);
  managerB = await signUpPartner(test.app, test.db, "manager", world.companyB.id, { name: "Bassem Manager" });
});
afterAll(async () => {
  await test?.close();
});

type Call = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
};
const call = ({ method, url, headers = {}, payload }: Call) =>
  test.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const as = (role: Parameters<PartnerWorld["headers"]>[0]) => world.headers(role);

describe("companies", () => {
  it("an operator creates a company with its images, finds it, and the audit log has it", async () => {
    const form = await companyForm({ name: "Sky Line Homes" });
    const created = await call({
      method: "POST",
      url: "/partner/companies/",
      headers: { ...as("operator"), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const company = created.json();
    expect(company).toMatchObject({
      name: "Sky Line Homes",
      staffCount: 0,
      facebookLink: "https://facebook.com/nilecrest",
    });
    expect(company.logo).toMatch(new RegExp(`^/media/companies/${company.id}/logo-[0-9a-f]+\\.webp$`));
    const logo = await test.app.inject({ method: "GET", url: company.logo });
    expect(logo.statusCode).toBe(200);

    const found = await call({
      method: "GET",
      url: "/partner/companies/?search=sky%20line",
      headers: as("operator"),
    });
    expect(found.json().results.map((c: { id: number }) => c.id)).toEqual([company.id]);
    const publicPage = await call({ method: "GET", url: `/companies/${company.id}/` });
    expect(publicPage.statusCode).toBe(200);

    const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.entityId, company.id));
    expect(entry).toMatchObject({
      action: "company.created",
      entity: "company",
      companyId: company.id,
      actorUserId: world.accounts.operator.user_profile.id,
    });
  });

  it("refuses bad input field by field, in Arabic, and creates nothing", async () => {
    const form = await companyForm({ name: " ", facebookLink: "facebook.com/x" });
    const refused = await call({
      method: "POST",
      url: "/partner/companies/",
      headers: { ...as("operator"), ...form.headers, "accept-language": "ar" },
      payload: form.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      name: ["هذا الحقل مطلوب"],
      facebookLink: ["أدخل رابطًا صحيحًا يبدأ بـ https://"],
    });
    const corrupt = await companyForm();
    const renamed = Buffer.from(corrupt.payload.toString("latin1").replace(/\x89PNG/, "GIF89a"), "latin1");
    const badImage = await call({
      method: "POST",
      url: "/partner/companies/",
      headers: { ...as("operator"), ...corrupt.headers },
      payload: renamed,
    });
    expect(badImage.statusCode).toBe(400);
    expect(Object.keys(badImage.json().fields)).toContain("logo");
  });

  it("a manager edits their own profile, the public page shows it on the next request, and the audit keeps before and after", async () => {
    const url = `/companies/${world.companyA.id}/`;
    expect((await call({ method: "GET", url })).json().name).toBe(world.companyA.name);
    const changed = await call({
      method: "PATCH",
      url: `/partner/companies/${world.companyA.id}/`,
      headers: as("managerA"),
      payload: { name: "Alpha Renamed", instagramLink: "https://instagram.com/alpha" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call({ method: "GET", url })).json().name).toBe("Alpha Renamed");
    const log = await call({
      method: "GET",
      url: "/partner/audit/?action=company.updated",
      headers: as("managerA"),
    });
    expect(log.json().results[0]).toMatchObject({
      actor: { name: "Mahmoud Manager" },
      before: { name: world.companyA.name, instagramLink: null },
      after: { name: "Alpha Renamed", instagramLink: "https://instagram.com/alpha" },
    });
  });

  it("another company's manager gets 404 on company A, never 403, and does not see its audit entries", async () => {
    for (const request of [
      { method: "GET", url: `/partner/companies/${world.companyA.id}/` },
      { method: "PATCH", url: `/partner/companies/${world.companyA.id}/`, payload: { name: "Taken over" } },
      { method: "GET", url: `/partner/companies/${world.companyA.id}/staff/` },
      {
        method: "POST",
        url: `/partner/companies/${world.companyA.id}/invitations/`,
        payload: { email: freshEmail(), role: "sales" },
      },
      { method: "DELETE", url: `/partner/staff/${world.accounts.salesA.user_profile.id}/` },
    ] as const) {
      const answer = await call({ ...request, headers: bearer(managerB.access) });
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const log = await call({
      method: "GET",
      url: `/partner/audit/?companyId=${world.companyA.id}`,
      headers: bearer(managerB.access),
    });
    expect(
      log.json().results.every((entry: { companyId: number }) => entry.companyId === world.companyB.id),
    ).toBe(true);
  });
});

describe("invitations", () => {
  it("a manager invites a sales person by mail; the link creates the account once, which then sees the portal", async () => {
    const email = freshEmail("sales");
    const invited = await call({
      method: "POST",
      url: `/partner/companies/${world.companyA.id}/invitations/`,
      headers: as("managerA"),
      payload: { email, role: "sales" },
    });
    expect(invited.statusCode).toBe(201);
    const mail = outboxMails(test.env.dataDir).find((m) => m.to === email);
    expect(mail?.invitationLink).toBeDefined();
    const token = mail?.invitationLink?.split("/").pop() ?? "";

    const preview = await call({ method: "GET", url: `/partner/invitations/${token}/` });
    expect(preview.json()).toMatchObject({
      email,
      role: "sales",
      accountExists: false,
      company: { id: world.companyA.id },
    });

    const weak = await call({
      method: "POST",
      url: `/partner/invitations/${token}/accept/`,
      payload: { name: "Hana", password: "123" },
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(["password"]);

    const accepted = await call({
      method: "POST",
      url: `/partner/invitations/${token}/accept/`,
      payload: { name: "Hana Sales", password: "Nile-sunset-R7-balcony" },
    });
    expect(accepted.statusCode).toBe(201);
    const me = await call({ method: "GET", url: "/partner/me/", headers: bearer(accepted.json().access) });
    expect(me.json()).toMatchObject({ role: "sales", company: { id: world.companyA.id } });

    const again = await call({
      method: "POST",
      url: `/partner/invitations/${token}/accept/`,
      payload: { name: "Other", password: "Nile-sunset-R7-balcony" },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("invitationInvalid");
  });

  it("an existing account joins with its password or its session; a wrong password or expired link does nothing", async () => {
    const buyer = await signUp(test.app);
    const first = await insertInvitation(test.db, {
      email: buyer.email,
      role: "manager",
      companyId: world.companyA.id,
      invitedBy: world.accounts.operator.user_profile.id,
    });
    expect(
      (await call({ method: "GET", url: `/partner/invitations/${first.token}/` })).json().accountExists,
    ).toBe(true);
    const wrong = await call({
      method: "POST",
      url: `/partner/invitations/${first.token}/accept/`,
      payload: { password: "not-my-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: ["The password is not correct."] });
    const attached = await call({
      method: "POST",
      url: `/partner/invitations/${first.token}/accept/`,
      payload: { password: buyer.password },
    });
    expect(attached.statusCode).toBe(200);
    expect(
      (await call({ method: "GET", url: "/partner/me/", headers: bearer(buyer.access) })).json().role,
    ).toBe("manager");

    const other = await signUp(test.app);
    const expired = await insertInvitation(test.db, {
      email: other.email,
      role: "sales",
      companyId: world.companyA.id,
      invitedBy: world.accounts.operator.user_profile.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(
      (
        await call({
          method: "POST",
          url: `/partner/invitations/${expired.token}/accept/`,
          headers: bearer(other.access),
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    const fresh = await insertInvitation(test.db, {
      email: other.email,
      role: "sales",
      companyId: world.companyA.id,
      invitedBy: world.accounts.operator.user_profile.id,
    });
    expect(
      (
        await call({
          method: "POST",
          url: `/partner/invitations/${fresh.token}/accept/`,
          headers: bearer(other.access),
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
  });

  it("does not invite someone who is already a partner", async () => {
    const answer = await call({
      method: "POST",
      url: `/partner/companies/${world.companyA.id}/invitations/`,
      headers: as("operator"),
      payload: { email: world.accounts.salesB.email, role: "sales" },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ email: ["This account already belongs to the partner portal."] });
  });

  it("operators make operators", async () => {
    const email = freshEmail("ops");
    expect(
      (
        await call({
          method: "POST",
          url: "/partner/operators/invitations/",
          headers: as("operator"),
          payload: { email },
        })
      ).statusCode,
    ).toBe(201);
    const token =
      outboxMails(test.env.dataDir)
        .find((m) => m.to === email)
        ?.invitationLink?.split("/")
        .pop() ?? "";
    const accepted = await call({
      method: "POST",
      url: `/partner/invitations/${token}/accept/`,
      payload: { name: "Second Operator", password: "Nile-sunset-R7-balcony" },
    });
    expect(accepted.statusCode).toBe(201);
    const operators = await call({ method: "GET", url: "/partner/operators/", headers: as("operator") });
    expect(operators.json().members.map((m: { email: string }) => m.email)).toContain(email);
  });
});

describe("withdrawing invitations", () => {
  const linkFor = (email: string) =>
    outboxMails(test.env.dataDir)
      .filter((m) => m.to.toLowerCase() === email)
      .map((m) => m.invitationLink?.split("/").pop() ?? "");
  const pendingOf = async (role: Parameters<typeof as>[0]) =>
    (
      await call({ method: "GET", url: `/partner/companies/${world.companyA.id}/staff/`, headers: as(role) })
    ).json().invitations as { id: number; email: string; role: string }[];

  it("a manager withdraws a pending invitation: its link stops working, the team no longer lists it, the audit keeps it", async () => {
    const email = freshEmail("withdrawn");
    const invited = await call({
      method: "POST",
      url: `/partner/companies/${world.companyA.id}/invitations/`,
      headers: as("managerA"),
      payload: { email, role: "sales" },
    });
    const { id } = invited.json();
    const [token] = linkFor(email);

    const withdrawn = await call({
      method: "DELETE",
      url: `/partner/staff/invitations/${id}/`,
      headers: { ...as("managerA"), "accept-language": "ar" },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe(`سُحبت الدعوة المرسلة إلى ${email}، ولم يعد رابطها يعمل`);
    expect((await pendingOf("managerA")).map((row) => row.id)).not.toContain(id);
    const preview = await call({ method: "GET", url: `/partner/invitations/${token}/` });
    expect(preview.json().code).toBe("invitationInvalid");
    const accept = await call({
      method: "POST",
      url: `/partner/invitations/${token}/accept/`,
      payload: { name: "Too Late", password: "Nile-sunset-R7-balcony" },
    });
    expect(accept.statusCode).toBe(404);

    const again = await call({
      method: "DELETE",
      url: `/partner/staff/invitations/${id}/`,
      headers: as("operator"),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("invitationNotFound");
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["invitation.sent", "invitation.withdrawn"]),
    );
  });

  it("another company's manager, and company managers for operators' invitations, get 404 and change nothing", async () => {
    const ofA = await insertInvitation(test.db, {
      role: "sales",
      companyId: world.companyA.id,
      invitedBy: world.accounts.managerA.user_profile.id,
    });
    const ofOperators = await insertInvitation(test.db, {
      role: "operator",
      companyId: null,
      invitedBy: world.accounts.operator.user_profile.id,
    });
    for (const [headers, id] of [
      [bearer(managerB.access), ofA.row.id],
      [as("managerA"), ofOperators.row.id],
    ] as const) {
      const refused = await call({ method: "DELETE", url: `/partner/staff/invitations/${id}/`, headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe("invitationNotFound");
    }
    expect((await pendingOf("managerA")).map((row) => row.id)).toContain(ofA.row.id);
    const operators = await call({ method: "GET", url: "/partner/operators/", headers: as("operator") });
    expect(operators.json().invitations.map((row: { id: number }) => row.id)).toContain(ofOperators.row.id);
    for (const id of ["abc", "0", "99999999999999999999", "1%00"]) {
      const odd = await call({
        method: "DELETE",
        url: `/partner/staff/invitations/${id}/`,
        headers: as("operator"),
      });
      expect(odd.statusCode).toBe(404);
    }
  });

  it("inviting an address again sends a new link and withdraws the earlier one", async () => {
    const email = freshEmail("twice");
    for (const role of ["sales", "manager"]) {
      const sent = await call({
        method: "POST",
        url: `/partner/companies/${world.companyA.id}/invitations/`,
        headers: as("operator"),
        payload: { email: email.toUpperCase(), role },
      });
      expect(sent.statusCode).toBe(201);
    }
    const pending = (await pendingOf("operator")).filter((row) => row.email === email);
    expect(pending).toEqual([expect.objectContaining({ email, role: "manager" })]);
    const [first, second] = linkFor(email);
    expect(first && second).toBeTruthy();
    expect((await call({ method: "GET", url: `/partner/invitations/${first}/` })).statusCode).toBe(404);
    expect((await call({ method: "GET", url: `/partner/invitations/${second}/` })).json().role).toBe(
      "manager",
    );

    // Another team's invitation to the same address is that team's own, and stays.
    const toB = await call({
      method: "POST",
      url: `/partner/companies/${world.companyB.id}/invitations/`,
      headers: as("operator"),
      payload: { email, role: "sales" },
    });
    expect(toB.statusCode).toBe(201);
    expect((await call({ method: "GET", url: `/partner/invitations/${second}/` })).statusCode).toBe(200);
  });
});

describe("staff removal", () => {
  it("ends the member's access and sessions at once", async () => {
    const member = await signUpPartner(test.app, test.db, "sales", world.companyA.id, {
      name: "Leaving Person",
    });
    const staff = await call({
      method: "GET",
      url: `/partner/companies/${world.companyA.id}/staff/`,
      headers: as("managerA"),
    });
    expect(staff.json().members.map((m: { userId: number }) => m.userId)).toContain(member.user_profile.id);
    const removed = await call({
      method: "DELETE",
      url: `/partner/staff/${member.user_profile.id}/`,
      headers: as("managerA"),
    });
    expect(removed.json().message).toBe("Leaving Person was removed and signed out everywhere.");
    expect(
      (await call({ method: "GET", url: "/partner/me/", headers: bearer(member.access) })).statusCode,
    ).toBe(403);
    const refresh = await call({
      method: "POST",
      url: "/token/refresh/",
      payload: { refresh: member.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const self = await call({
      method: "DELETE",
      url: `/partner/staff/${world.accounts.managerA.user_profile.id}/`,
      headers: as("managerA"),
    });
    expect(self.statusCode).toBe(400);
  });
});

describe("feedback moderation", () => {
  it("hidden feedback leaves the public company page at once, and comes back when shown", async () => {
    const feedback = await insertFeedback(
      test.db,
      world.companyB.id,
      world.accounts.buyer.user_profile.id,
      "Rude words here",
    );
    const page = `/companies/${world.companyB.id}/`;
    const ids = async () =>
      (await call({ method: "GET", url: page })).json().feedbacks.map((f: { id: number }) => f.id);
    expect(await ids()).toContain(feedback.id);
    const hidden = await call({
      method: "POST",
      url: `/partner/feedbacks/${feedback.id}/hide/`,
      headers: as("operator"),
      payload: { reason: "Insults" },
    });
    expect(hidden.json()).toMatchObject({ id: feedback.id, hiddenReason: "Insults" });
    expect(await ids()).not.toContain(feedback.id);
    const like = await call({
      method: "POST",
      url: `/feedbacks/${feedback.id}/like/`,
      headers: bearer(world.accounts.buyer.access),
    });
    expect(like.statusCode).toBe(404);
    const listed = await call({
      method: "GET",
      url: "/partner/feedbacks/?hidden=true",
      headers: as("operator"),
    });
    expect(listed.json().results.map((f: { id: number }) => f.id)).toContain(feedback.id);
    await call({ method: "POST", url: `/partner/feedbacks/${feedback.id}/unhide/`, headers: as("operator") });
    expect(await ids()).toContain(feedback.id);
    const log = await call({
      method: "GET",
      url: "/partner/audit/?entity=feedback",
      headers: as("operator"),
    });
    expect(
      log
        .json()
        .results.slice(0, 2)
        .map((e: { action: string }) => e.action),
    ).toEqual(["feedback.shown", "feedback.hidden"]);
  });
});
