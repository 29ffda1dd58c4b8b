import { describe, expect, it } from "vitest";
import { chosenLocationFromCookies, describeLocation } from "./chosen-location";
import { boundingBox, distanceKm, formatKm, parseMapPoint } from "./distance";
import { isValidPincode, sanitisePincodeInput } from "./pincode";

describe("distance (Earth radius 6371 km)", () => {
  it("measures Kolkata to Raiganj and writes km with one decimal", () => {
    const km = distanceKm({ lat: 22.5726, lon: 88.3639 }, { lat: 25.6185, lon: 88.1256 });
    expect(km).toBeCloseTo(339.3, 0);
    expect(formatKm(km)).toMatch(/^\d+\.\d$/);
    expect(formatKm(0.04)).toBe("0.0");
    expect(distanceKm({ lat: 25, lon: 88 }, { lat: 25, lon: 88 })).toBe(0);
  });

  it("boxes every point within the radius", () => {
    const centre = { lat: 25.6, lon: 88.1 };
    const box = boundingBox(centre, 10);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180;
      const p = { lat: centre.lat + (9.9 / 111.2) * Math.cos(rad), lon: centre.lon + ((9.9 / 111.2) * Math.sin(rad)) / Math.cos((centre.lat * Math.PI) / 180) };
      expect(distanceKm(centre, p)).toBeLessThan(10);
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(p.lat).toBeLessThanOrEqual(box.maxLat);
      expect(p.lon).toBeGreaterThanOrEqual(box.minLon);
      expect(p.lon).toBeLessThanOrEqual(box.maxLon);
    }
  });

  it("parses the spec's 'lat,lon' map text and refuses malformed values", () => {
    expect(parseMapPoint("25.62, 88.12")).toEqual({ lat: 25.62, lon: 88.12 });
    for (const bad of [null, "", "null", "25.6", "abc,def", "95,88", "25,200", "0,0", "25.6;88.1"]) expect(parseMapPoint(bad)).toBeNull();
  });
});

describe("pincodes", () => {
  it("are 6 digits, not starting with 0", () => {
    expect(isValidPincode("733134")).toBe(true);
    for (const bad of ["73313", "7331345", "073313", "73313a", ""]) expect(isValidPincode(bad)).toBe(false);
  });

  it("keep digits only and at most 6 of them as they are typed", () => {
    expect(sanitisePincodeInput("73a3-13 49")).toBe("733134");
    expect(sanitisePincodeInput("abc")).toBe("");
  });
});

describe("chosen location (spec 000 §4)", () => {
  const full = { selected_by: "user", lat: "25.63", lon: "88.16", address: "Panishalahat", city: "Raiganj", state: "West Bengal", pincode: "733134" };

  it("counts only when chosen by the user with every part stored", () => {
    expect(chosenLocationFromCookies(full)).toEqual({ lat: 25.63, lon: 88.16, address: "Panishalahat", city: "Raiganj", state: "West Bengal", pincode: "733134" });
    for (const missing of ["selected_by", "lat", "address", "city", "state", "pincode"]) {
      expect(chosenLocationFromCookies({ ...full, [missing]: undefined }), missing).toBeNull();
    }
    expect(chosenLocationFromCookies({ ...full, selected_by: "ip" })).toBeNull();
    expect(chosenLocationFromCookies({ ...full, lat: "0", lon: "0" })).toBeNull();
    expect(chosenLocationFromCookies({ ...full, lat: "north" })).toBeNull();
  });

  it("reads as place, city and pincode in the top bar", () => {
    expect(describeLocation(chosenLocationFromCookies(full)!)).toBe("Panishalahat, Raiganj 733134");
  });

  it("names the places in the reader's language where a name is given", () => {
    const hindi = (place: string) => (place === "Raiganj" ? "रायगंज" : place);
    expect(describeLocation(chosenLocationFromCookies(full)!, hindi)).toBe("Panishalahat, रायगंज 733134");
  });
});
