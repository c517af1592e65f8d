/**
 * The partner portal's texts (issue 17, decision 18). They come with the /partner layout's data,
 * not the root's, so public pages do not carry them. English defines the keys; ar.ts fills each.
 */
export const partnerEn = {
  portalName: "Partners",
  portalTitle: "Partner portal",
  navigation: "Partner portal navigation",
  backToSite: "Back to the site",
  signOut: "Sign out",
  loading: "Loading the partner portal…",
  loadFailed: "The partner portal could not be loaded. Please try again.",
  retry: "Try again",
  signedInAs: "Signed in as {name}",
  roles: { operator: "Operator", manager: "Manager", sales: "Sales" },
  nav: {
    overview: "Overview",
  },
  noAccess: {
    title: "No access to the partner portal",
    body: "Your account is a buyer's account. The partner portal is for the marketplace's staff and the developer companies' staff, who join by invitation.",
    home: "Go to the home page",
    switchAccount: "Sign in with another account",
  },
  overview: {
    title: "Overview",
    welcome: "Welcome, {name}",
    operatorIntro:
      "You are an operator of the marketplace: you manage companies, locations, staff and moderation.",
    staffIntro: "You are {role} at {company}.",
  },
};

export type PartnerMessages = typeof partnerEn;
