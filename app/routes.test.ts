import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "./routes";

const table = routes.map((entry) => ({ id: entry.id ?? entry.file, path: entry.path, index: entry.index, file: entry.file }));
const fileFor = (url: string) => {
  const matches = matchRoutes(table, url);
  return matches?.at(-1)?.route.file;
};

describe("route table (spec 000 §2)", () => {
  it.each([
    "/",
    "/en",
    "/hi",
    "/bn",
    "/at/Raiganj",
    "/place/Kolkata",
    "/lab/Howrah",
    "/nearby/Siuri",
    "/blood-test/Balurghat",
    "/labs-at/Islampur",
    "/laboratory/Nadia",
    "/pathology/Bankura",
    "/lipid-profile/Kolkata",
    "/test/thyroid-profile",
    "/lab/Raiganj/test/cbc",
    "/laboratory/Raiganj/test/cbc",
    "/pathology/Raiganj/test/cbc",
    "/lab/Raiganj/sanjeevani/test/cbc",
    "/laboratory/Raiganj/sanjeevani/test/cbc",
    "/pathology/Raiganj/sanjeevani/test/cbc",
    "/lab/nearby/Raiganj/sanjeevani/test/cbc",
    "/laboratory/nearby/Raiganj/sanjeevani/test/cbc",
    "/pathology/nearby/Raiganj/sanjeevani/test/cbc",
    "/nearby-labs",
    "/nearby-blood-test",
    "/blood-test-at-home",
    "/test",
    "/blood-sample",
  ])("%s renders the home view", (url) => {
    expect(fileFor(url)).toBe("routes/home.tsx");
  });

  it.each([
    ["/services", "routes/services.tsx"],
    ["/pharmacy", "routes/pharmacy.tsx"],
    ["/nearby-pharmacy", "routes/pharmacy.tsx"],
    ["/speciality/Cardiology", "routes/speciality.tsx"],
    ["/search/heart", "routes/search.tsx"],
    ["/track-order", "routes/track-order.tsx"],
    ["/doctors", "routes/doctors.tsx"],
    ["/contact-us", "routes/contact-us.tsx"],
    ["/about-us", "routes/about-us.tsx"],
    ["/faq", "routes/faq.tsx"],
    ["/we-are-in", "routes/service-locations.tsx"],
    ["/service-locations", "routes/service-locations.tsx"],
    ["/partners", "routes/partners.tsx"],
    ["/register/partner", "routes/partner-register.tsx"],
    ["/partner/clinic", "routes/partner-register.tsx"],
    ["/doctor/12/profile", "routes/doctor-profile.tsx"],
    ["/chamber/7", "routes/chamber.tsx"],
    ["/trace/test/42", "routes/trace.tsx"],
    ["/vip", "routes/vip.tsx"],
    ["/privacy-policy", "routes/privacy-policy.tsx"],
    ["/help-and-support", "routes/help-and-support.tsx"],
    ["/terms-and-conditions", "routes/terms-and-conditions.tsx"],
    ["/cookie-policy", "routes/cookie-policy.tsx"],
    ["/login", "routes/login.tsx"],
    ["/logout", "routes/logout.tsx"],
    ["/booking/sample-request", "routes/booking-sample-request.ts"],
    ["/booking", "routes/booking.tsx"],
    ["/trace/test/7/prescription", "routes/trace-prescription.ts"],
    ["/404", "routes/not-found.tsx"],
    ["/a/b/c/d/e/f", "routes/not-found.tsx"],
  ])("%s renders %s", (url, file) => {
    expect(fileFor(url)).toBe(file);
  });

  it("gives every route a unique id", () => {
    const ids = table.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
