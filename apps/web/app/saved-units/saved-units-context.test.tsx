// @vitest-environment jsdom
import { STORAGE_KEYS } from "@capital/contract/constants";
import type { EnrichedUnit } from "@capital/contract/projects";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UnitCard } from "../components/units/unit-card";
import { useUnitActions } from "../components/units/use-unit-actions";
import { setSessionHint } from "../lib/browser-storage";
import { useSession } from "../session/session-context";
import { answer, fakeJwt } from "../testing/api-network";
import { aReservation, aSavedUnit, aUnit, aUser } from "../testing/fixtures";
import { held, stubNetwork } from "../testing/render-app";
import { renderPage } from "../testing/render-page";

const park = aUnit(11, { name: "Apartment 11" });
const river = aUnit(12, { name: "Apartment 12" });

let signIn: (email: string, password: string) => Promise<unknown>;
let sessionSettled: () => Promise<unknown>;

/** Unit cards as the search page shows them, and the signed-in user's two lists. */
function SavedUnitsPage({ units }: { units: EnrichedUnit[] }) {
  const actions = useUnitActions();
  ({ signIn, ready: sessionSettled } = useSession());
  return (
    <main>
      {units.map((unit) => (
        <UnitCard key={unit.id} unit={unit} mode="search" actions={actions} onDetails={() => {}} />
      ))}
      <ul aria-label="Favourites">
        {actions.loading ? null : actions.favourites.map((f) => <li key={f.id}>{f.unit.name}</li>)}
      </ul>
      <ul aria-label="Bookings">
        {actions.bookings
          .filter((b) => b.status === "held" || b.status === "confirmed")
          .map((b) => (
            <li key={b.id}>
              {b.unit.name}
              <button type="button" onClick={() => void actions.cancelBooking(b.id)}>
                Cancel {b.unit.name}
              </button>
            </li>
          ))}
      </ul>
      {actions.dialogs}
    </main>
  );
}

/** A signed-in visitor (a stored session the page resumes) with these favourites and bookings. */
function signedInNetwork({
  favourites = [aSavedUnit(101, park)],
  bookings = [] as ReturnType<typeof aReservation>[],
} = {}) {
  localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-1");
  const network = stubNetwork();
  network.on("POST", "/token/refresh/", () => ({ access: fakeJwt(300), refresh: "refresh-2" }));
  network.on("GET", "/users/data/", () => aUser());
  network.on("GET", "/favourites/", () => favourites);
  network.on("GET", "/bookings/", () => bookings);
  return network;
}

async function showPage(units: EnrichedUnit[] = [park, river]) {
  renderPage(<SavedUnitsPage units={units} />, { language: "en" });
  await waitFor(() =>
    expect(list("Favourites").children.length + list("Bookings").children.length).toBeGreaterThan(0),
  );
}

const list = (name: string) => screen.getByRole("list", { name });
const names = (name: string) =>
  within(list(name))
    .queryAllByRole("listitem")
    .map((item) => item.firstChild?.textContent);
const heart = (unit: EnrichedUnit) =>
  screen.getByRole("button", { name: new RegExp(`favourites: ${unit.name},`) });
const bookButton = (unit: EnrichedUnit) =>
  screen.getByRole("button", { name: new RegExp(`^(Book Now|Held|Reserved): ${unit.name},`) });

/** Book Now's confirmation step: the phone to call, then Hold the unit. */
async function holdWith(phone: string) {
  const step = await screen.findByRole("dialog", { name: "Hold this unit" });
  const field = within(step).getByLabelText("Mobile number for the call");
  await userEvent.clear(field);
  await userEvent.type(field, phone);
  await userEvent.click(within(step).getByRole("button", { name: "Hold the unit" }));
}

/** Closes the success dialog as a person would, with Escape. */
async function closeDialog() {
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}

/** A request that fails on the network (fetch rejects) once `release` settles. */
function failingWithNetworkError(release: Promise<void>) {
  return async () => {
    await release;
    throw new TypeError("Failed to fetch");
  };
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  setSessionHint(false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("saved units", () => {
  it("loads the signed-in user's favourites and bookings with their access token", async () => {
    const network = signedInNetwork({ bookings: [aReservation(201, river)] });
    await showPage();
    expect(names("Favourites")).toEqual(["Apartment 11"]);
    expect(names("Bookings")).toEqual(["Apartment 12"]);
    expect(heart(park).getAttribute("aria-pressed")).toBe("true");
    expect(network.sent("GET", "/favourites/")[0]?.headers.get("authorization")).toMatch(/^Bearer /);
  });

  it("adds a favourite and shows the success dialog", async () => {
    const network = signedInNetwork();
    network.on("POST", "/favourites/", ({ body }) =>
      aSavedUnit(102, body && (body as { unit: number }).unit === 12 ? river : park),
    );
    await showPage();

    await userEvent.click(heart(river));

    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(screen.getByText("The unit is in your favourite list.")).toBeTruthy();
    expect(network.sent("POST", "/favourites/").map((r) => r.body)).toEqual([{ unit: 12 }]);
    await closeDialog();
    expect(names("Favourites")).toEqual(["Apartment 12", "Apartment 11"]);
    expect(heart(river).getAttribute("aria-pressed")).toBe("true");
  });

  it("asks a signed-out visitor to sign in first and sends nothing", async () => {
    const network = stubNetwork();
    renderPage(<SavedUnitsPage units={[park]} />, { language: "en" });
    await userEvent.click(await screen.findByRole("button", { name: /Add to favourites: Apartment 11,/ }));
    const prompt = await screen.findByRole("dialog", { name: "Sign in to continue" });
    expect(prompt.textContent).toContain("Sign in to keep this unit in your favourites");
    expect(within(prompt).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/en/signin");
    expect(network.sent("POST", "/favourites/")).toHaveLength(0);
    // Cancel leaves things as they were, focus back on the heart.
    await userEvent.click(within(prompt).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(heart(park));
  });

  it("finishes a signed-out favourite once the buyer is back signed in, and shows it saved", async () => {
    const network = stubNetwork();
    network.on("POST", "/token/", () => ({
      access: fakeJwt(300),
      refresh: "refresh-1",
      user_profile: aUser(),
    }));
    network.on("GET", "/favourites/", () => []);
    network.on("GET", "/bookings/", () => []);
    network.on("POST", "/favourites/", () => aSavedUnit(103, park));
    renderPage(<SavedUnitsPage units={[park]} />, { language: "en" });
    await userEvent.click(await screen.findByRole("button", { name: /Add to favourites: Apartment 11,/ }));
    const prompt = await screen.findByRole("dialog", { name: "Sign in to continue" });
    // Following the link remembers what was asked, on this page (the sign-in page itself is not
    // part of this test: the link's own navigation is held back, the buyer signs in here).
    const holdNavigation = (event: Event) => event.preventDefault();
    window.addEventListener("click", holdNavigation, { capture: true });
    await userEvent.click(within(prompt).getByRole("link", { name: "Sign in" }));
    window.removeEventListener("click", holdNavigation, { capture: true });

    await act(() => signIn("mona@example.com", "correct horse"));

    await waitFor(() => expect(network.sent("POST", "/favourites/")).toHaveLength(1));
    expect(await screen.findByText("The unit is in your favourite list.")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(heart(park).getAttribute("aria-pressed")).toBe("true"));
  });

  it("a visitor who signs in after the page loaded can favourite at once", async () => {
    const network = stubNetwork();
    network.on("POST", "/token/", () => ({
      access: fakeJwt(300),
      refresh: "refresh-1",
      user_profile: aUser(),
    }));
    network.on("POST", "/favourites/", () => aSavedUnit(103, park));
    renderPage(<SavedUnitsPage units={[park]} />, { language: "en" });
    await screen.findByRole("button", { name: /Add to favourites: Apartment 11,/ });
    // Loaded means the session has looked for a stored sign-in and found none: a page on a loaded
    // machine can show its cards before its effects run.
    await act(() => sessionSettled());
    await act(() => signIn("mona@example.com", "correct horse"));

    await userEvent.click(heart(park));

    expect(await screen.findByText("The unit is in your favourite list.")).toBeTruthy();
    await closeDialog();
    expect(names("Favourites")).toEqual(["Apartment 11"]);
    expect(screen.queryByText("Please, login first")).toBeNull();
  });

  it("a favourite added while the lists still load stays saved when they arrive", async () => {
    const network = signedInNetwork();
    const listsHeld = held();
    network.on("GET", "/favourites/", async () => {
      await listsHeld.promise;
      return [aSavedUnit(101, park)];
    });
    network.on("POST", "/favourites/", () => aSavedUnit(102, river));
    renderPage(<SavedUnitsPage units={[park, river]} />, { language: "en" });
    await waitFor(() => expect(network.sent("GET", "/favourites/")).toHaveLength(1));

    await userEvent.click(heart(river));
    listsHeld.release();

    expect(await screen.findByRole("dialog")).toBeTruthy();
    await closeDialog();
    expect(names("Favourites")).toEqual(["Apartment 12", "Apartment 11"]);
    expect(heart(river).getAttribute("aria-pressed")).toBe("true");
  });

  it("a double click sends one request", async () => {
    const network = signedInNetwork();
    const answerHeld = held();
    network.on("POST", "/favourites/", async () => {
      await answerHeld.promise;
      return aSavedUnit(102, river);
    });
    await showPage();
    await userEvent.dblClick(heart(river));
    expect(heart(river).getAttribute("aria-disabled")).toBe("true");
    answerHeld.release();
    await screen.findByRole("dialog");
    expect(network.sent("POST", "/favourites/")).toHaveLength(1);
  });

  describe("removing a favourite", () => {
    it("is shown at once, before the server answers", async () => {
      const network = signedInNetwork({ favourites: [aSavedUnit(101, park), aSavedUnit(102, river)] });
      const answerHeld = held();
      network.on("DELETE", "/favourites/:id/", async () => {
        await answerHeld.promise;
        return { message: "Removed" };
      });
      await showPage();

      await userEvent.click(heart(park));

      expect(names("Favourites")).toEqual(["Apartment 12"]);
      expect(heart(park).getAttribute("aria-pressed")).toBe("false");
      expect(network.sent("DELETE", "/favourites/:id/").map((r) => r.params)).toEqual([{ id: "101" }]);
      await act(async () => answerHeld.release());
      expect(names("Favourites")).toEqual(["Apartment 12"]);
    });

    it("comes back where it was when the network fails mid-update, and the user is told", async () => {
      const network = signedInNetwork({ favourites: [aSavedUnit(101, park), aSavedUnit(102, river)] });
      const answerHeld = held();
      network.on("DELETE", "/favourites/:id/", failingWithNetworkError(answerHeld.promise));
      await showPage();

      await userEvent.click(heart(park));
      expect(names("Favourites")).toEqual(["Apartment 12"]);
      await act(async () => answerHeld.release());

      await waitFor(() => expect(names("Favourites")).toEqual(["Apartment 11", "Apartment 12"]));
      expect(heart(park).getAttribute("aria-pressed")).toBe("true");
      expect(await screen.findByText("Failed to remove unit from your favourite list")).toBeTruthy();
    });

    it("comes back when the server refuses, with the server's message", async () => {
      const network = signedInNetwork();
      network.on("DELETE", "/favourites/:id/", () =>
        answer(404, { code: "favouriteNotFound", message: "Favourite not found" }),
      );
      await showPage();
      await userEvent.click(heart(park));
      await waitFor(() => expect(names("Favourites")).toEqual(["Apartment 11"]));
      expect(await screen.findByText("Favourite not found")).toBeTruthy();
    });
  });

  describe("booking", () => {
    it("asks for the phone in a confirmation step, then shows the reference and lists the hold", async () => {
      const network = signedInNetwork();
      network.on("POST", "/bookings/", () => ({
        message: "Booked",
        bookings: [aReservation(201, { ...park, status: "held" }, { reference: "NC-7K3F9Q" })],
      }));
      await showPage();

      await userEvent.click(bookButton(park));
      await holdWith("010 1234 5678");

      expect(network.sent("POST", "/bookings/").map((r) => r.body)).toEqual([
        { units: [11], phone: "010 1234 5678" },
      ]);
      const success = await screen.findByRole("dialog", { name: "The unit is held for you" });
      expect(within(success).getByText("NC-7K3F9Q")).toBeTruthy();
      // It was a favourite: the dialog says where it went.
      expect(
        within(success).getByText("This unit was in your favourites: it is in your booked list now."),
      ).toBeTruthy();
      await closeDialog();
      expect(names("Bookings")).toEqual(["Apartment 11"]);
      expect(names("Favourites")).toEqual([]);
      expect(bookButton(park).getAttribute("aria-disabled")).toBe("true");
    });

    it("says nothing of favourites when the held unit was not one", async () => {
      const network = signedInNetwork();
      network.on("POST", "/bookings/", () => ({
        message: "Booked",
        bookings: [aReservation(202, { ...river, status: "held" })],
      }));
      await showPage();
      await userEvent.click(bookButton(river));
      await holdWith("010 1234 5678");
      const success = await screen.findByRole("dialog", { name: "The unit is held for you" });
      expect(within(success).queryByText(/in your favourites/)).toBeNull();
      await closeDialog();
      expect(names("Favourites")).toEqual(["Apartment 11"]);
    });

    it("refuses a number that is not an Egyptian mobile before sending anything", async () => {
      const network = signedInNetwork();
      await showPage();
      await userEvent.click(bookButton(park));
      await holdWith("02 2345 6789");
      expect(
        await screen.findByText("Enter an Egyptian mobile number, for example 010 1234 5678."),
      ).toBeTruthy();
      expect(network.sent("POST", "/bookings/")).toEqual([]);
    });

    it("a network error mid-booking leaves the unit bookable and says so", async () => {
      const network = signedInNetwork();
      const answerHeld = held();
      network.on("POST", "/bookings/", failingWithNetworkError(answerHeld.promise));
      await showPage();

      await userEvent.click(bookButton(park));
      await holdWith("01012345678");
      await act(async () => answerHeld.release());

      expect(await screen.findByText("Failed to add unit to your booking list")).toBeTruthy();
      await closeDialog();
      expect(names("Bookings")).toEqual([]);
      expect(names("Favourites")).toEqual(["Apartment 11"]);
      expect(bookButton(park).textContent).toBe("Book Now");
    });

    it("a unit someone else held first is shown taken, with the server's reason", async () => {
      const network = signedInNetwork();
      network.on("POST", "/bookings/", () =>
        answer(409, { code: "unitReserved", message: "This unit is already reserved." }),
      );
      await showPage();
      await userEvent.click(bookButton(river));
      await holdWith("01012345678");
      expect(await screen.findByText("This unit is already reserved.")).toBeTruthy();
      await closeDialog();
      expect(bookButton(river).getAttribute("aria-disabled")).toBe("true");
      expect(bookButton(park).textContent).toBe("Book Now");
    });

    it("cancelling keeps the hold when the network fails, and frees the unit when it works", async () => {
      const network = signedInNetwork({
        favourites: [],
        bookings: [aReservation(201, { ...park, status: "held" }), aReservation(202, river)],
      });
      const answerHeld = held();
      network.on("DELETE", "/bookings/:id/", failingWithNetworkError(answerHeld.promise));
      await showPage([park]);
      await userEvent.click(screen.getByRole("button", { name: "Cancel Apartment 12" }));
      await act(async () => answerHeld.release());
      expect(await screen.findByText("Failed to remove unit from your booking list")).toBeTruthy();
      expect(names("Bookings")).toEqual(["Apartment 11", "Apartment 12"]);

      network.on("DELETE", "/bookings/:id/", () => ({ message: "Cancelled" }));
      await userEvent.click(screen.getByRole("button", { name: "Cancel Apartment 11" }));
      await waitFor(() => expect(names("Bookings")).toEqual(["Apartment 12"]));
      expect(network.sent("DELETE", "/bookings/:id/").map((r) => r.params)).toEqual([
        { id: "202" },
        { id: "201" },
      ]);
    });
  });

  it("signing out empties both lists", async () => {
    const network = signedInNetwork({ bookings: [aReservation(201, river)] });
    network.on("POST", "/token/revoke/", () => ({ message: "Signed out" }));
    let signOut: () => Promise<void> = async () => {};
    function SignOut() {
      signOut = useSession().signOut;
      return null;
    }
    renderPage(
      <>
        <SavedUnitsPage units={[park]} />
        <SignOut />
      </>,
      { language: "en" },
    );
    await waitFor(() => expect(names("Favourites")).toEqual(["Apartment 11"]));
    await act(() => signOut());
    expect(names("Favourites")).toEqual([]);
    expect(names("Bookings")).toEqual([]);
    expect(heart(park).getAttribute("aria-pressed")).toBe("false");
  });
});
