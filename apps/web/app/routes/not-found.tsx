import { data } from "react-router";
import { NotFoundPage } from "../components/not-found-page";
import { metaRoot } from "../lib/page-meta";
import type { Route } from "./+types/not-found";

/** Any path no other route claims: the 404 page, answered with HTTP status 404. */
export async function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaRoot(matches)?.t;
  if (!t) return [];
  return [{ title: `${t.notFound.pageTitle} | ${t.meta.siteName}` }, { name: "robots", content: "noindex" }];
};

export default function NotFound() {
  return <NotFoundPage />;
}
