import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/** English pages live under /en, Arabic ones at the root (decision 22): one route table for both. */
export default prefix("en?", [
  // The page language's texts, fetched once before hydration and cached (i18n/messages.ts).
  route("i18n/:file", "routes/messages.ts"),
  route("signup", "routes/signup.tsx"),
  route("signin", "routes/signin.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  // An alert mail's unsubscribe link: anyone holding it, signed in or not.
  route("unsubscribe", "routes/unsubscribe.tsx"),
  // The partner portal (decision 18): its own frame, outside the site's top bar and footer.
  route("partner", "routes/partner/layout.tsx", [
    index("routes/partner/overview.tsx"),
    route("projects", "routes/partner/catalogue/projects.tsx"),
    route("projects/:id", "routes/partner/catalogue/project.tsx"),
    route("companies", "routes/partner/companies.tsx"),
    route("companies/:id", "routes/partner/company.tsx"),
    route("locations", "routes/partner/locations.tsx"),
    route("operators", "routes/partner/operators.tsx"),
    route("audit", "routes/partner/audit.tsx"),
    route("feedback", "routes/partner/feedback.tsx"),
    route("reservations", "routes/partner/reservations.tsx"),
  ]),
  // Anyone holding an invitation's link, signed in or not, so outside the portal's guard.
  route("partner/invitations/:token", "routes/partner-invitation.tsx"),
  layout("routes/layout.tsx", [
    index("routes/home/route.tsx", { id: "home" }),
    route("home", "routes/home/route.tsx", { id: "home-alias" }),
    route("company/profile/:id", "routes/company-profile.tsx"),
    route("location/info/:id", "routes/location-info.tsx"),
    route("mall/info/:id", "routes/mall-info.tsx"),
    route("compound/info/:id", "routes/compound-info.tsx"),
    route("mall/:units/:id", "routes/mall-units.tsx"),
    route("compound/:units/:id", "routes/compound-units.tsx"),
    route("residential/search/:category", "routes/search/category-search.tsx", { id: "residential-search" }),
    route("investment/search/:category", "routes/search/category-search.tsx", { id: "investment-search" }),
    route("search", "routes/text-search.tsx"),
    route("favourite", "routes/saved-list.tsx", { id: "favourite" }),
    route("booking", "routes/saved-list.tsx", { id: "booking" }),
    route("me", "routes/me/route.tsx"),
    route("compare", "routes/compare/route.tsx"),
    route("terms", "routes/legal-page.tsx", { id: "terms" }),
    route("privacy", "routes/legal-page.tsx", { id: "privacy" }),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig) satisfies RouteConfig;
