import { describe, expect, it } from "vitest";
import { formatKm } from "../geo/distance";
import { mapsLink, placeCardOf, type PlaceCardRow } from "./place-card";

const row: PlaceCardRow = {
  id: 7,
  name: "Sebayan Pharmacy, Raiganj",
  address: "12, Station Road, Raiganj",
  phone: "9830012345",
  map: "25.6185,88.1256",
  rating: 4.5,
  rated_by: 120,
  is_open: "Yes",
  open_time: "08:00",
  close_time: "21:00",
};
const now = new Date("2026-03-14T12:00:00+05:30");
const balurghat = { lat: 25.222, lon: 88.77 };

describe("pharmacy card", () => {
  it("measures the distance from the chosen place to the pharmacy's map point, in km with one decimal", () => {
    const card = placeCardOf(row, balurghat, now);
    expect(card.point).toEqual({ lat: 25.6185, lon: 88.1256 });
    expect(formatKm(card.distanceKm!)).toBe("78.3");
    expect(formatKm(placeCardOf(row, { lat: 25.6185, lon: 88.1256 }, now).distanceKm!)).toBe("0.0");
    expect(mapsLink(card.point!)).toBe("https://www.google.com/maps/search/?api=1&query=25.6185,88.1256");
  });

  it("has no distance and no point when the map is missing or malformed, or no place is chosen", () => {
    for (const map of [null, "", "25.6185", "25.6185;88.1256", "north,east", "95,88", "0,0", "25.6,88.1,3"]) {
      expect(placeCardOf({ ...row, map }, balurghat, now), String(map)).toMatchObject({ point: null, distanceKm: null });
    }
    expect(placeCardOf({ ...row, map: " 25.6185 , 88.1256 " }, balurghat, now).point).toEqual({ lat: 25.6185, lon: 88.1256 });
    expect(placeCardOf(row, null, now).distanceKm).toBeNull();
  });

  it("shows Open from is_open and today's hours", () => {
    expect(placeCardOf(row, null, now).hours.open).toBe(true);
    expect(placeCardOf({ ...row, is_open: "No" }, null, now).hours.open).toBe(false);
    expect(placeCardOf(row, null, new Date("2026-03-14T22:00:00+05:30")).hours.open).toBe(false);
  });
});
