/** The API's base path; route paths below are relative to it and keep SPEC.md's trailing slashes. */
export const API_PREFIX = "/api/v1";

export const API_PATHS = {
  health: "/health/",
  config: "/config/",
  token: "/token/",
  tokenRefresh: "/token/refresh/",
  tokenRevoke: "/token/revoke/",
  userCreate: "/users/create/",
  userData: "/users/data/",
  userUpdate: "/users/:id/update/",
  userDelete: "/users/:id/delete/",
  passwordReset: "/users/password-reset/",
  passwordResetConfirm: "/users/password-reset/confirm/",
  home: "/home/",
  malls: "/malls/",
  mall: "/malls/:id/",
  compounds: "/compounds/",
  compound: "/compounds/:id/",
  companies: "/companies/",
  company: "/companies/:id/",
  locations: "/locations/",
  location: "/locations/:id/",
  contact: "/contact/",
  searchResidential: "/search-residential-unit/",
  searchInvestment: "/search-investment-unit/",
  textSearch: "/search/",
  mallFloorUnits: "/mall-floors/:id/units/",
  blockFloors: "/blocks/:id/floors/",
  blockFloorUnits: "/block-floors/:id/units/",
  villaUnits: "/villas/:id/units/",
  feedbacks: "/feedbacks/",
  feedback: "/feedbacks/:id/",
  feedbackLike: "/feedbacks/:id/like/",
  feedbackReply: "/feedbacks/:id/reply/",
  notifications: "/notifications/",
  notificationRead: "/notifications/:id/read/",
  notificationsReadAll: "/notifications/read-all/",
  favourites: "/favourites/",
  favourite: "/favourites/:id/",
  bookings: "/bookings/",
  booking: "/bookings/:id/",
} as const;

/** Fills a path's `:name` parameters: `pathTo(API_PATHS.userUpdate, { id: 3 })` is `/users/3/update/`. */
export function pathTo(template: string, params: Record<string, string | number>) {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
