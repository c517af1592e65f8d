import {
  BLOCK_KINDS,
  CATEGORY_VALUES,
  CURRENCIES,
  FINISHINGS,
  GENDERS,
  LANGUAGES,
  PROJECT_TYPES,
  STORED_UNIT_STATUSES,
  UNIT_TYPES,
  VILLA_KINDS,
} from "@capital/contract/catalogue";
import { NOTIFICATION_KINDS } from "@capital/contract/feedback-api";
import { PARTNER_ROLES } from "@capital/contract/partner-roles";
import { CALL_TIMES, RESERVATION_STATUSES } from "@capital/contract/reservations";
import { ALERT_REASONS, SAVED_SEARCH_FREQUENCIES } from "@capital/contract/saved-search-options";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

/** SPEC.md section 3. Arabic twins of text columns end in `_arabic`; every price is whole EGP. */

export const genderEnum = pgEnum("gender", GENDERS);
export const currencyEnum = pgEnum("currency", CURRENCIES);
export const languageEnum = pgEnum("language", LANGUAGES);
export const projectTypeEnum = pgEnum("project_type", PROJECT_TYPES);
export const mallFloorTagEnum = pgEnum("mall_floor_tag", [
  "commercial",
  "medical",
  "administrative",
  "hotel",
]);
export const blockKindEnum = pgEnum("block_kind", BLOCK_KINDS);
export const villaKindEnum = pgEnum("villa_kind", VILLA_KINDS);
export const unitCategoryEnum = pgEnum("unit_category", CATEGORY_VALUES);
export const unitTypeEnum = pgEnum("unit_type", UNIT_TYPES);
export const unitStatusEnum = pgEnum("unit_status", STORED_UNIT_STATUSES);
export const finishingEnum = pgEnum("finishing", FINISHINGS);
export const bookingStatusEnum = pgEnum("booking_status", RESERVATION_STATUSES);
export const callTimeEnum = pgEnum("call_time", CALL_TIMES);
export const notificationKindEnum = pgEnum("notification_kind", NOTIFICATION_KINDS);
export const savedSearchKindEnum = pgEnum("saved_search_kind", ["units", "text"]);
export const savedSearchFrequencyEnum = pgEnum("saved_search_frequency", SAVED_SEARCH_FREQUENCIES);
export const alertReasonEnum = pgEnum("alert_reason", ALERT_REASONS);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

// Accounts

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 150 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    phone: varchar("phone", { length: 20 }),
    gender: genderEnum("gender"),
    profilePicture: text("profile_picture"),
    preferedCurrency: currencyEnum("prefered_currency").notNull().default("egp"),
    preferedLanguage: languageEnum("prefered_language").notNull().default("ar"),
    /** Tell the user when a favourite's price drops or it is on the market again (issue 21). */
    favouriteAlerts: boolean("favourite_alerts").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`)],
);

/**
 * One row per signed-in session. Rotation moves `currentJti` and keeps the jti it replaced for a
 * short grace (two tabs refreshing at once); any other stale jti presented again revokes the family.
 */
export const refreshTokenFamilies = pgTable(
  "refresh_token_families",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currentJti: uuid("current_jti").notNull(),
    previousJti: uuid("previous_jti"),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_token_families_user_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

// Catalogue

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameArabic: text("name_arabic").notNull(),
    logo: text("logo").notNull(),
    image: text("image").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    aboutFirstParagraph: text("about_first_paragraph").notNull(),
    aboutFirstParagraphArabic: text("about_first_paragraph_arabic").notNull(),
    aboutSecondParagraph: text("about_second_paragraph").notNull(),
    aboutSecondParagraphArabic: text("about_second_paragraph_arabic").notNull(),
    facebookLink: text("facebook_link"),
    instagramLink: text("instagram_link"),
    linkedinLink: text("linkedin_link"),
    createdAt: createdAt(),
  },
  (t) => [check("companies_rating_range", sql`${t.rating} between 0 and 5`)],
);

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameArabic: text("name_arabic").notNull(),
    logo: text("logo").notNull(),
    locationCardImage: text("location_card_image").notNull(),
    acres: integer("acres").notNull(),
    map: text("map").notNull(),
    aboutLocation: text("about_location").notNull(),
    aboutLocationArabic: text("about_location_arabic").notNull(),
    futureVision: text("future_vision").notNull(),
    futureVisionArabic: text("future_vision_arabic").notNull(),
    intro: text("intro").notNull(),
    introArabic: text("intro_arabic").notNull(),
    mainFeatures: text("main_features").array().notNull(),
    mainFeaturesArabic: text("main_features_arabic").array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("locations_acres_positive", sql`${t.acres} > 0`)],
);

/** Malls and compounds share one table; mall-only and compound-only columns are checked by type. */
export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    type: projectTypeEnum("type").notNull(),
    name: text("name").notNull(),
    nameArabic: text("name_arabic").notNull(),
    address: text("address").notNull(),
    addressArabic: text("address_arabic").notNull(),
    backgroundImage: text("background_image").notNull(),
    projectImage: text("project_image").notNull(),
    latestProjectImage: text("latest_project_image").notNull(),
    distance: numeric("distance", { precision: 5, scale: 1, mode: "number" }).notNull(),
    implementingCompanyId: integer("implementing_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "restrict" }),
    acres: integer("acres").notNull(),
    intro: text("intro").notNull(),
    introArabic: text("intro_arabic").notNull(),
    importantAreas: text("important_areas").array().notNull(),
    importantAreasArabic: text("important_areas_arabic").array().notNull(),
    features: text("features").array().notNull(),
    featuresArabic: text("features_arabic").array().notNull(),
    buildingFloors: smallint("building_floors"),
    popularBrandsImage: text("popular_brands_image"),
    layout: text("layout"),
    /**
     * A draft until set: drafts never reach a public answer. Rows written behind the partner API
     * (the demo seed, tests' fixtures, rows that existed before) are published; the API makes drafts.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
    /** When the project is handed over; a unit may say otherwise (`units.delivery_date`). */
    deliveryDate: date("delivery_date", { mode: "string" }),
    /** When it was actually handed over, as the company enters it in the portal (issue 21). */
    actualDeliveryDate: date("actual_delivery_date", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("projects_drafts_idx").on(t.id).where(sql`${t.publishedAt} is null`),
    index("projects_type_created_idx").on(t.type, t.createdAt),
    index("projects_company_idx").on(t.implementingCompanyId),
    index("projects_location_idx").on(t.locationId),
    index("projects_text_search_idx").using(
      "gin",
      sql`search_normalize(${t.name} || ' ' || ${t.nameArabic} || ' ' || ${t.address} || ' ' || ${t.addressArabic}) gin_trgm_ops`,
    ),
    // Whole words of the same text, for full-text search (migration 0012).
    index("projects_full_text_idx").using(
      "gin",
      sql`to_tsvector('simple', search_normalize(${t.name} || ' ' || ${t.nameArabic} || ' ' || ${t.address} || ' ' || ${t.addressArabic}))`,
    ),
    check("projects_distance_positive", sql`${t.distance} >= 0`),
    check("projects_acres_positive", sql`${t.acres} > 0`),
    check(
      "projects_type_columns",
      sql`(${t.type} = 'mall' and ${t.buildingFloors} is not null and ${t.popularBrandsImage} is not null)
        or (${t.type} = 'compound' and ${t.layout} is not null)`,
    ),
  ],
);

const floorColumns = {
  number: smallint("number").notNull(),
  area: integer("area").notNull(),
  layout: text("layout").notNull(),
  features: text("features").array().notNull(),
  featuresArabic: text("features_arabic").array().notNull(),
};

export const mallFloors = pgTable(
  "mall_floors",
  {
    id: serial("id").primaryKey(),
    mallId: integer("mall_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    tag: mallFloorTagEnum("tag").notNull(),
    ...floorColumns,
  },
  (t) => [
    uniqueIndex("mall_floors_mall_number_key").on(t.mallId, t.number),
    check("mall_floors_number_range", sql`${t.number} >= 0`),
    check("mall_floors_area_positive", sql`${t.area} > 0`),
  ],
);

/** Apartment, studio and hotel blocks of a compound. */
export const blocks = pgTable(
  "blocks",
  {
    id: serial("id").primaryKey(),
    compoundId: integer("compound_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: blockKindEnum("kind").notNull(),
    blockNumber: text("block_number").notNull(),
    blockNumberArabic: text("block_number_arabic").notNull(),
    buildingFloors: smallint("building_floors").notNull(),
  },
  (t) => [
    uniqueIndex("blocks_compound_kind_number_key").on(t.compoundId, t.kind, t.blockNumber),
    check("blocks_building_floors_positive", sql`${t.buildingFloors} > 0`),
  ],
);

export const blockFloors = pgTable(
  "block_floors",
  {
    id: serial("id").primaryKey(),
    blockId: integer("block_id")
      .notNull()
      .references(() => blocks.id, { onDelete: "cascade" }),
    ...floorColumns,
  },
  (t) => [
    uniqueIndex("block_floors_block_number_key").on(t.blockId, t.number),
    check("block_floors_number_range", sql`${t.number} >= 0`),
    check("block_floors_area_positive", sql`${t.area} > 0`),
  ],
);

/** Duplex villas, detached villas and twin houses: each floor is sold as a unit of its own. */
export const villas = pgTable(
  "villas",
  {
    id: serial("id").primaryKey(),
    compoundId: integer("compound_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: villaKindEnum("kind").notNull(),
    name: text("name").notNull(),
    nameArabic: text("name_arabic").notNull(),
    buildingFloors: smallint("building_floors").notNull(),
    allFloorsAvailable: boolean("all_floors_available").notNull().default(false),
  },
  (t) => [
    index("villas_compound_kind_idx").on(t.compoundId, t.kind),
    check("villas_building_floors_positive", sql`${t.buildingFloors} > 0`),
  ],
);

/**
 * A sellable unit. It sits in exactly one place: a mall floor, a block floor or a villa.
 * `projectId` and `floor` repeat what that place says so search needs no join to filter.
 */
export const units = pgTable(
  "units",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    mallFloorId: integer("mall_floor_id").references(() => mallFloors.id, { onDelete: "cascade" }),
    blockFloorId: integer("block_floor_id").references(() => blockFloors.id, { onDelete: "cascade" }),
    villaId: integer("villa_id").references(() => villas.id, { onDelete: "cascade" }),
    floor: smallint("floor").notNull(),
    planFloors: smallint("plan_floors").notNull().default(1),
    name: text("name").notNull(),
    nameArabic: text("name_arabic").notNull(),
    category: unitCategoryEnum("category").notNull(),
    type: unitTypeEnum("type").notNull(),
    status: unitStatusEnum("status").notNull().default("free"),
    finishing: finishingEnum("finishing").notNull(),
    roomsNumber: smallint("rooms_number").notNull(),
    area: integer("area").notNull(),
    pricePerMeter: integer("price_per_meter").notNull(),
    totalPrice: integer("total_price").notNull(),
    unitImage: text("unit_image").notNull(),
    /** A unit handed over apart from the rest of its project (a later phase, a ready resale). */
    deliveryDateOverride: date("delivery_date_override"),
    // Kept by triggers (migration 0011) for search to filter and sort on without joins:
    /** The override, else the project's delivery date. */
    deliversOn: date("delivers_on"),
    /** The smallest down payment (EGP) of the unit's plans; the whole price when it has none (cash). */
    minDownPayment: integer("min_down_payment").notNull().default(0),
    /** The smallest monthly instalment (EGP) of the unit's plans; null when it has none. */
    minMonthlyInstalment: integer("min_monthly_instalment"),
    // A summary of the unit's plans (migration 0020), so a search by years or deposit alone needs no plan look-up:
    /** Bit n set when the unit has a plan over n years (1 to 10); 0 when it has none. */
    planYearsMask: smallint("plan_years_mask").notNull().default(0),
    /** The smallest deposit (%) of the unit's plans; null when it has none. */
    minDeposit: smallint("min_deposit"),
    /** The largest deposit (%) of the unit's plans; null when it has none. */
    maxDeposit: smallint("max_deposit"),
    /** The developer's own reference, unique within the project; imports match rows to units by it. */
    code: text("code").notNull().default(sql`'U-' || nextval('units_code_seq')`),
    maintenanceDepositPercent: numeric("maintenance_deposit_percent", {
      precision: 5,
      scale: 2,
      mode: "number",
    }),
    clubFee: integer("club_fee"),
    parkingFee: integer("parking_fee"),
    cashDiscountPercent: numeric("cash_discount_percent", { precision: 5, scale: 2, mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("units_project_code_key").on(t.projectId, t.code),
    check(
      "units_fees_range",
      sql`coalesce(${t.maintenanceDepositPercent}, 0) between 0 and 100 and coalesce(${t.cashDiscountPercent}, 0) between 0 and 100
        and coalesce(${t.clubFee}, 0) >= 0 and coalesce(${t.parkingFee}, 0) >= 0`,
    ),
    check("units_one_place", sql`num_nonnulls(${t.mallFloorId}, ${t.blockFloorId}, ${t.villaId}) = 1`),
    check("units_floor_range", sql`${t.floor} >= 0`),
    check("units_plan_floors_range", sql`${t.planFloors} between 1 and 4`),
    check("units_rooms_range", sql`${t.roomsNumber} >= 0`),
    check("units_area_positive", sql`${t.area} > 0`),
    check("units_prices_positive", sql`${t.pricePerMeter} > 0 and ${t.totalPrice} > 0`),
    // One index per sort order, so a page of a broad search is read in order instead of sorted. Each
    // carries every filter column, the price one every sort column too, for index-only scans.
    // Migrations 0006, 0007, 0009, 0013 and 0020 add INCLUDE columns drizzle-kit cannot express: keep them when changing these.
    index("units_search_price_idx").on(t.type, t.category, t.status, t.totalPrice, t.id),
    index("units_search_area_idx").on(t.type, t.category, t.status, t.area, t.id),
    index("units_search_price_per_meter_idx").on(t.type, t.category, t.status, t.pricePerMeter, t.id),
    index("units_search_newest_idx").on(t.type, t.category, t.status, t.createdAt, t.id),
    // Money and delivery: sorted and filtered by their own index (migration 0011).
    index("units_search_monthly_idx").on(t.type, t.category, t.status, t.minMonthlyInstalment, t.id),
    index("units_search_down_payment_idx").on(t.type, t.category, t.status, t.minDownPayment, t.id),
    index("units_search_delivery_idx").on(t.type, t.category, t.status, t.deliversOn, t.id),
    // A residential search by rooms reads only that many rooms' units, in price order (migration 0007).
    index("units_search_rooms_idx")
      .on(t.category, t.status, t.roomsNumber, t.totalPrice, t.id)
      .where(sql`${t.type} = 'residential'`),
    index("units_project_idx").on(t.projectId, t.category),
    // Text search groups a kind's free units by project and rooms from this index alone (migration 0012).
    index("units_text_search_groups_idx").on(t.category, t.status, t.projectId, t.roomsNumber),
    index("units_mall_floor_idx").on(t.mallFloorId),
    index("units_block_floor_idx").on(t.blockFloorId),
    index("units_villa_idx").on(t.villaId),
    index("units_name_search_idx").using(
      "gin",
      sql`search_normalize(${t.name} || ' ' || ${t.nameArabic}) gin_trgm_ops`,
    ),
  ],
);

/** Instalments are computed from the unit's price (DECISIONS.md "Payment plans"), never stored. */
export const paymentPlans = pgTable(
  "payment_plans",
  {
    id: serial("id").primaryKey(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    deposit: smallint("deposit").notNull(),
    years: smallint("years").notNull(),
  },
  (t) => [
    // Search asks "has this unit a plan inside these ranges?" once per candidate unit: answered from the index alone.
    index("payment_plans_unit_idx").on(t.unitId, t.years, t.deposit),
    check("payment_plans_deposit_range", sql`${t.deposit} between 0 and 100`),
    check("payment_plans_years_range", sql`${t.years} between 1 and 10`),
  ],
);

/** Every change of a unit's total price, as the partner API writes it. */
export const unitPriceChanges = pgTable(
  "unit_price_changes",
  {
    id: serial("id").primaryKey(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    oldPrice: integer("old_price").notNull(),
    newPrice: integer("new_price").notNull(),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("unit_price_changes_unit_idx").on(t.unitId, t.at)],
);

export const projectMediaKindEnum = pgEnum("project_media_kind", ["gallery", "unit_plan", "progress"]);

/**
 * An uploaded picture: a project's gallery (ordered by `position`, the first is the cover) or a
 * unit's floor plan. Its files are `DATA_DIR/media/uploads/<key>-<width>.<avif|webp>`.
 */
export const projectMedia = pgTable(
  "project_media",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    unitId: integer("unit_id").references(() => units.id, { onDelete: "cascade" }),
    /** A photo of a construction-progress update (kind `progress`), removed with it. */
    progressUpdateId: integer("progress_update_id").references((): AnyPgColumn => projectProgressUpdates.id, {
      onDelete: "cascade",
    }),
    kind: projectMediaKindEnum("kind").notNull(),
    position: integer("position").notNull(),
    key: text("key").notNull().unique(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The widths made, each as AVIF and WebP. */
    widths: integer("widths").array().notNull(),
    altEn: text("alt_en").notNull().default(""),
    altAr: text("alt_ar").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_media_project_idx").on(t.projectId, t.kind, t.position),
    check("project_media_unit_plan_has_unit", sql`(${t.kind} = 'unit_plan') = (${t.unitId} is not null)`),
    // Compared as text: the migration adding the enum value runs in one transaction, where the value cannot be used yet.
    check(
      "project_media_progress_has_update",
      sql`(${t.kind}::text = 'progress') = (${t.progressUpdateId} is not null)`,
    ),
    index("project_media_progress_update_idx")
      .on(t.progressUpdateId, t.position)
      .where(sql`${t.progressUpdateId} is not null`),
  ],
);

/**
 * A construction-progress update the company posts (issue 21, decision 27): how complete the
 * project is, in both languages, with photos (`project_media` of kind `progress`). The percent
 * never falls below the latest update's unless the update says it is a correction.
 */
export const projectProgressUpdates = pgTable(
  "project_progress_updates",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    percent: smallint("percent").notNull(),
    text: text("text").notNull(),
    textArabic: text("text_arabic").notNull(),
    correction: boolean("correction").notNull().default(false),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    postedBy: integer("posted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("project_progress_updates_project_idx").on(t.projectId, t.postedAt, t.id),
    check("project_progress_updates_percent_range", sql`${t.percent} between 0 and 100`),
  ],
);

/**
 * Who was told of a progress update: one row per update and buyer, written with their bell
 * notification, so a job that runs twice tells nobody twice; `mailed_at` is set once the mail left.
 */
export const projectUpdateDeliveries = pgTable(
  "project_update_deliveries",
  {
    updateId: integer("update_id")
      .notNull()
      .references(() => projectProgressUpdates.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.userId] })],
);

// What users do

export const favourites = pgTable(
  "favourites",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("favourites_user_unit_key").on(t.userId, t.unitId)],
);

/**
 * A reservation (issue 18, decision 20). The partial unique index is the booking guarantee: one
 * claim (held, confirmed or sold) per unit, whatever the concurrency and whatever the code above it.
 * Each transition stamps its own time; the unit's status changes in the same transaction.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    reference: varchar("reference", { length: 12 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    status: bookingStatusEnum("status").notNull().default("held"),
    phone: varchar("phone", { length: 20 }),
    paymentPlanId: integer("payment_plan_id").references(() => paymentPlans.id, { onDelete: "set null" }),
    note: varchar("note", { length: 500 }),
    preferredCallTime: callTimeEnum("preferred_call_time"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    /** When the "6 hours left" reminder went out: at most once. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    declineReason: varchar("decline_reason", { length: 500 }),
  },
  (t) => [
    uniqueIndex("bookings_one_active_per_unit")
      .on(t.unitId)
      .where(sql`${t.status} in ('held', 'confirmed', 'sold')`),
    uniqueIndex("bookings_reference_key").on(t.reference),
    index("bookings_user_idx").on(t.userId, t.status),
    // The expiry job and the on-read check find due holds here.
    index("bookings_hold_expiry_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
    check("bookings_held_has_deadline", sql`${t.status} <> 'held' or ${t.holdExpiresAt} is not null`),
    check(
      "bookings_cancelled_at_matches_status",
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
    check("bookings_declined_has_reason", sql`${t.status} <> 'declined' or ${t.declineReason} is not null`),
  ],
);

/** Issue 21: the units and projects a signed-in user opened last, newest first; kept to a few each. */
export const recentlyViewedUnits = pgTable(
  "recently_viewed_units",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.unitId] }),
    index("recently_viewed_units_user_idx").on(t.userId, t.viewedAt),
  ],
);

export const recentlyViewedProjects = pgTable(
  "recently_viewed_projects",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    index("recently_viewed_projects_user_idx").on(t.userId, t.viewedAt),
  ],
);

/**
 * A buyer's saved search (issue 21, decision 26). `page` is the search page's address as
 * `readSearchPage` writes it; the columns below hold what it filters by, so one changed unit is
 * matched against every saved search in one indexed statement (`alerts/matching.ts`). A unit
 * search fills the unit columns, a text search the `text_` ones (and `rooms_number`).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 60 }).notNull(),
    page: text("page").notNull(),
    kind: savedSearchKindEnum("kind").notNull(),
    frequency: savedSearchFrequencyEnum("frequency").notNull().default("instant"),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    createdAt: createdAt(),
    lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
    unitType: unitTypeEnum("unit_type"),
    category: unitCategoryEnum("category"),
    roomsNumber: smallint("rooms_number"),
    floor: smallint("floor"),
    priceGte: integer("price_gte"),
    priceLte: integer("price_lte"),
    minArea: integer("min_area"),
    maxArea: integer("max_area"),
    finishing: finishingEnum("finishing"),
    downPaymentLte: integer("down_payment_lte"),
    monthlyInstalmentLte: integer("monthly_instalment_lte"),
    /** "ready": handed over by the day a unit is matched. */
    deliveryReady: boolean("delivery_ready").notNull().default(false),
    /** Handed over by the end of this year. */
    deliveryYear: smallint("delivery_year"),
    yearsGte: smallint("years_gte"),
    yearsLte: smallint("years_lte"),
    depositGte: smallint("deposit_gte"),
    depositLte: smallint("deposit_lte"),
    /** The text as text search reads it: the kinds of unit named, and the words left for names. */
    textCategories: unitCategoryEnum("text_categories").array(),
    textWords: text("text_words"),
    /** The words as a LIKE pattern and as a prefix tsquery, made once when saved. */
    textPattern: text("text_pattern"),
    textQuery: text("text_query"),
  },
  (t) => [
    uniqueIndex("saved_searches_user_page_key").on(t.userId, t.page),
    // A changed unit is matched against the live unit searches of its type and category whose
    // lowest price it reaches (the expression and predicate are in step with matching.ts). Every
    // other column matching reads follows, so the thousands of candidates are checked in the index
    // alone, not on as many table pages (decision 26).
    index("saved_searches_units_match_idx")
      .on(
        t.unitType,
        t.category,
        sql`coalesce(${t.priceGte}, 0)`,
        t.priceGte,
        t.priceLte,
        t.roomsNumber,
        t.floor,
        t.minArea,
        t.maxArea,
        t.finishing,
        t.downPaymentLte,
        t.monthlyInstalmentLte,
        t.deliveryReady,
        t.deliveryYear,
        t.yearsGte,
        t.yearsLte,
        t.depositGte,
        t.depositLte,
        t.id,
        t.userId,
        t.frequency,
        t.createdAt,
      )
      .where(sql`${t.kind} = 'units' and ${t.pausedAt} is null`),
    // The live text searches by their words ('' for kinds and rooms only), with what matching reads.
    index("saved_searches_text_match_idx")
      .on(t.textWords, t.roomsNumber, t.textCategories, t.id, t.userId, t.frequency, t.createdAt)
      .where(sql`${t.kind} = 'text' and ${t.pausedAt} is null`),
    // The distinct wordings of the live text searches, read from the index alone (matching.ts).
    index("saved_searches_text_words_idx")
      .on(t.textWords, t.textPattern, t.textQuery)
      .where(sql`${t.kind} = 'text' and ${t.pausedAt} is null and ${t.textWords} <> ''`),
    check(
      "saved_searches_kind_columns",
      sql`(${t.kind} = 'units' and ${t.unitType} is not null and ${t.category} is not null)
        or (${t.kind} = 'text' and ${t.textWords} is not null and ${t.textCategories} is not null)`,
    ),
  ],
);

/**
 * A unit announced to a buyer, from a saved search or (with no search) their favourites: at most
 * once per search, unit and reason. Until `done_at` it waits for its mail (at once, or the daily
 * digest); a unit no longer on the market by then is left out of the mail.
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    savedSearchId: integer("saved_search_id").references(() => savedSearches.id, { onDelete: "cascade" }),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    reason: alertReasonEnum("reason").notNull(),
    oldPrice: integer("old_price"),
    newPrice: integer("new_price"),
    createdAt: createdAt(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("alert_deliveries_search_once")
      .on(t.savedSearchId, t.unitId, t.reason)
      .where(sql`${t.savedSearchId} is not null`),
    uniqueIndex("alert_deliveries_favourite_once")
      .on(t.userId, t.unitId, t.reason)
      .where(sql`${t.savedSearchId} is null`),
    index("alert_deliveries_pending_idx").on(t.savedSearchId, t.userId).where(sql`${t.doneAt} is null`),
  ],
);

/**
 * What changed in the catalogue that alerts may announce, written by database triggers on units
 * and projects (migration 0017) in the transaction of the change, whatever wrote it; the alert
 * matcher takes rows off the front. No foreign key: a unit deleted meanwhile is simply skipped.
 */
export const catalogueChanges = pgTable("catalogue_changes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  unitId: integer("unit_id").notNull(),
  reason: alertReasonEnum("reason").notNull(),
  oldPrice: integer("old_price"),
  newPrice: integer("new_price"),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

export const feedbacks = pgTable(
  "feedbacks",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: varchar("text", { length: 200 }).notNull(),
    createdAt: createdAt(),
    /** Set by an operator's moderation: hidden feedback is left out of every public answer. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("feedbacks_company_idx").on(t.companyId, t.createdAt),
    check("feedbacks_text_not_blank", sql`length(trim(${t.text})) > 0`),
  ],
);

export const feedbackLikes = pgTable(
  "feedback_likes",
  {
    feedbackId: integer("feedback_id")
      .notNull()
      .references((): AnyPgColumn => feedbacks.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.userId] })],
);

export const feedbackReplies = pgTable(
  "feedback_replies",
  {
    id: serial("id").primaryKey(),
    feedbackId: integer("feedback_id")
      .notNull()
      .references(() => feedbacks.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: varchar("text", { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("feedback_replies_feedback_idx").on(t.feedbackId),
    check("feedback_replies_text_not_blank", sql`length(trim(${t.text})) > 0`),
  ],
);

export const clientReviews = pgTable("client_reviews", {
  id: serial("id").primaryKey(),
  source: text("source").notNull(),
  review: text("review").notNull(),
  reviewArabic: text("review_arabic").notNull(),
  name: text("name").notNull(),
  nameArabic: text("name_arabic").notNull(),
  profession: text("profession").notNull(),
  professionArabic: text("profession_arabic").notNull(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    fullName: varchar("full_name", { length: 25 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    message: varchar("message", { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "contact_messages_not_blank",
      sql`length(trim(${t.fullName})) > 0 and length(trim(${t.message})) > 0`,
    ),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: notificationKindEnum("kind").notNull(),
    /** What the notification is about (unit, company, feedback ids and names) for its text and link. */
    data: jsonb("data").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_created_idx").on(t.userId, t.createdAt)],
);

/** The company's staff's internal notes on a reservation (issue 18): never shown to the buyer. */
export const reservationNotes = pgTable(
  "reservation_notes",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    text: varchar("text", { length: 2000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("reservation_notes_booking_idx").on(t.bookingId, t.createdAt),
    check("reservation_notes_text_not_blank", sql`length(trim(${t.text})) > 0`),
  ],
);

// Partner portal (issue 17, decision 18)

export const partnerRoleEnum = pgEnum("partner_role", PARTNER_ROLES);

/**
 * Who may use the partner portal: a user without a row is a buyer. Operators (marketplace staff)
 * belong to no company; managers and sales people to exactly one.
 */
export const partnerMembers = pgTable(
  "partner_members",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: partnerRoleEnum("role").notNull(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("partner_members_company_idx").on(t.companyId),
    check(
      "partner_members_operator_has_no_company",
      sql`(${t.role} = 'operator') = (${t.companyId} is null)`,
    ),
  ],
);

/** A single-use invitation link: only the token's hash is kept. */
export const partnerInvitations = pgTable(
  "partner_invitations",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The invited address as `emailKey` writes it. */
    emailKey: varchar("email_key", { length: 254 }).notNull(),
    role: partnerRoleEnum("role").notNull(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: integer("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("partner_invitations_company_idx").on(t.companyId, t.createdAt),
    check(
      "partner_invitations_operator_has_no_company",
      sql`(${t.role} = 'operator') = (${t.companyId} is null)`,
    ),
  ],
);

/** Every partner write, with what it changed, written in the write's own transaction. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The company the change belongs to; null for marketplace-wide changes (locations, operators). */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    action: varchar("action", { length: 60 }).notNull(),
    entity: varchar("entity", { length: 40 }).notNull(),
    entityId: integer("entity_id"),
    /** `{ before, after }` of the fields that changed (either may be null). */
    summary: jsonb("summary").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_company_at_idx").on(t.companyId, t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
  ],
);
