import type { HttpMethod } from "./define-route";
import { accountsRoutes } from "./routes/accounts-routes";
import { buildingsRoutes } from "./routes/buildings-routes";
import { catalogueRoutes } from "./routes/catalogue-routes";
import { compareRoutes } from "./routes/compare-routes";
import { contactRoutes } from "./routes/contact-routes";
import { feedbackRoutes } from "./routes/feedback-routes";
import { notificationsRoutes } from "./routes/notifications-routes";
import { partnerCatalogueRoutes } from "./routes/partner-catalogue-routes";
import { partnerCoreRoutes } from "./routes/partner-core-routes";
import { partnerLocationsRoutes } from "./routes/partner-locations-routes";
import { partnerReservationsRoutes } from "./routes/partner-reservations-routes";
import { recentlyViewedRoutes } from "./routes/recently-viewed-routes";
import { savedSearchesRoutes } from "./routes/saved-searches-routes";
import { savedUnitsRoutes } from "./routes/saved-units-routes";
import { searchRoutes } from "./routes/search-routes";
import { systemRoutes } from "./routes/system-routes";
import { partnerTrackRecordRoutes, trackRecordRoutes } from "./routes/track-record-routes";

/**
 * Every route of the API under API_PREFIX, one domain per file in routes/. A route the API serves
 * is listed here, and the typed web client can call exactly these (a test holds both to it).
 */
export const API_ROUTES = [
  ...Object.values(systemRoutes),
  ...Object.values(accountsRoutes),
  ...Object.values(catalogueRoutes),
  ...Object.values(buildingsRoutes),
  ...Object.values(contactRoutes),
  ...Object.values(searchRoutes),
  ...Object.values(savedUnitsRoutes),
  ...Object.values(savedSearchesRoutes),
  ...Object.values(compareRoutes),
  ...Object.values(recentlyViewedRoutes),
  ...Object.values(feedbackRoutes),
  ...Object.values(notificationsRoutes),
  ...Object.values(partnerCoreRoutes),
  ...Object.values(partnerLocationsRoutes),
  ...Object.values(partnerCatalogueRoutes),
  ...Object.values(partnerReservationsRoutes),
  ...Object.values(trackRecordRoutes),
  ...Object.values(partnerTrackRecordRoutes),
];

export type ApiRoute = (typeof API_ROUTES)[number];
/** The paths that answer `method`. */
export type ApiPath<Method extends HttpMethod> = Extract<ApiRoute, { method: Method }>["url"];
/** The route that answers `method` on `path`. */
export type ApiRouteAt<Method extends HttpMethod, Path extends string> = Extract<
  ApiRoute,
  { method: Method; url: Path }
>;
