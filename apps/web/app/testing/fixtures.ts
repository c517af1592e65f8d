import type { EnrichedUnit } from "@capital/contract/projects";
import type { SavedUnit } from "@capital/contract/saved-units";
import type { User } from "@capital/contract/user";

/** Answers shaped as the API gives them (the network stub checks each against the contract). */

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: "Mona Adel",
    email: "mona@example.com",
    phone: null,
    gender: null,
    profilePicture: null,
    preferedCurrency: "egp",
    preferedLanguage: "ar",
    ...overrides,
  };
}

export function aUnit(id: number, overrides: Partial<EnrichedUnit> = {}): EnrichedUnit {
  return {
    id,
    name: `Apartment ${id}`,
    nameArabic: `شقة ${id}`,
    propertyCAD: [],
    unitImage: `/media/units/${id}.svg`,
    tags: [],
    area: 1250,
    pricePerMeter: 24_000,
    totalPrice: 3_000_000,
    roomsNumber: 3,
    implementingCompanyLogo: "/media/companies/1.svg",
    type: "residential",
    category: "apartment",
    status: "free",
    finishing: "full",
    plans: [],
    propertyFloor: 4,
    projectName: "Green Park",
    projectNameArabic: "جرين بارك",
    projectType: "compound",
    projectId: 1,
    projectImage: "/media/projects/1.svg",
    blockNumber: null,
    blockNumberArabic: null,
    buildingFloors: 10,
    address: "R7",
    addressArabic: "الحي السابع",
    distance: 2.5,
    deliveryDate: null,
    ...overrides,
  };
}

export function aSavedUnit(id: number, unit: EnrichedUnit): SavedUnit {
  return { id, createdAt: "2026-11-20T10:00:00.000Z", unit };
}
