import type { Unsubscription } from "@capital/contract/saved-searches";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { AuthCard } from "../components/auth-card";
import { primaryButton, secondaryButton } from "../components/button-styles";
import { Spinner } from "../components/spinner";
import { useI18n } from "../i18n/language-context";
import { Link } from "../i18n/localized-link";
import { ApiRequestError } from "../lib/api-client";
import { fillNodes } from "../lib/fill";
import type { PageHandle } from "../lib/page-handle";
import { pageTitle } from "../lib/page-meta";
import { useBrowserApi } from "../lib/use-api";
import type { Route } from "./+types/unsubscribe";

export const handle: PageHandle = { searchParams: ["token"] };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, (t) => t.unsubscribe.title) },
  { name: "robots", content: "noindex" },
];

type State =
  | { status: "working" }
  | { status: "done"; answer: Unsubscription }
  | { status: "failed"; message: string };

/**
 * An alert mail's unsubscribe link (issue 21): opening it stops the alerts it names at once, signed
 * in or not (the link's signed token is the permission), and offers to undo it. Mail clients use
 * the mail's List-Unsubscribe header instead, which posts to the API directly (RFC 8058).
 */
export default function Unsubscribe() {
  const { t } = useI18n();
  const api = useBrowserApi();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<State>({ status: "working" });
  const [busy, setBusy] = useState(false);
  const u = t.unsubscribe;

  useEffect(() => {
    let current = true;
    api
      .post("/alerts/unsubscribe/", { query: { token } })
      .then((answer) => current && setState({ status: "done", answer }))
      .catch(
        (error: unknown) =>
          current &&
          setState({
            status: "failed",
            message: (error instanceof ApiRequestError && error.displayMessage) || t.errors.unknownError,
          }),
      );
    return () => {
      current = false;
    };
  }, [api, token, t]);

  async function set(subscribed: boolean) {
    setBusy(true);
    try {
      const answer = await (subscribed
        ? api.post("/alerts/resubscribe/", { query: { token } })
        : api.post("/alerts/unsubscribe/", { query: { token } }));
      setState({ status: "done", answer });
    } catch (error) {
      setState({
        status: "failed",
        message: (error instanceof ApiRequestError && error.displayMessage) || t.errors.unknownError,
      });
    } finally {
      setBusy(false);
    }
  }

  const said = (answer: Unsubscription) => {
    const name = <bdi>{answer.name ?? ""}</bdi>;
    if (answer.kind === "search") return fillNodes(answer.subscribed ? u.searchOn : u.searchOff, { name });
    return answer.subscribed ? u.favouritesOn : u.favouritesOff;
  };

  return (
    <AuthCard title={u.title} intro="">
      {state.status === "working" ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner className="size-5" />
          {u.working}
        </p>
      ) : state.status === "failed" ? (
        <p role="alert" className="font-bold text-red-700">
          {state.message}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-lg text-slate-800">
            {said(state.answer)}
          </p>
          <button
            type="button"
            onClick={() => void set(!state.answer.subscribed)}
            disabled={busy}
            aria-busy={busy}
            className={state.answer.subscribed ? primaryButton : secondaryButton}
          >
            {busy && <Spinner />}
            {state.answer.subscribed ? u.stopAgain : u.undo}
          </button>
        </div>
      )}
      <Link to="/me?tab=alerts" className="mt-6 inline-block font-bold text-brand-500 underline">
        {u.manage}
      </Link>
    </AuthCard>
  );
}
