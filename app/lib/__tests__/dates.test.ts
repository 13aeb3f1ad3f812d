import { afterEach, describe, expect, it } from "vitest";
import { formatMonthDay, formatRouteDate, isoFromRouteDate } from "../dates";

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe("article dates", () => {
  it("reads like Aug 23, 2025", () => {
    expect(formatRouteDate("20250823")).toBe("Aug 23, 2025");
    expect(formatRouteDate("20240901")).toBe("Sep 1, 2024");
  });

  it("reads like Aug 23 under a year's heading, the same day in every zone", () => {
    process.env.TZ = "Pacific/Pago_Pago";
    expect(formatMonthDay("20250823")).toBe("Aug 23");
    expect(formatMonthDay("20250101")).toBe("Jan 1");
  });

  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Los_Angeles", "Asia/Tokyo"])(
    "shows the same day for a visitor in %s",
    (zone) => {
      process.env.TZ = zone;
      expect(formatRouteDate("20240817")).toBe("Aug 17, 2024");
      expect(formatRouteDate("20250101")).toBe("Jan 1, 2025");
    },
  );

  it("gives the machine-readable date for <time datetime>", () => {
    expect(isoFromRouteDate("20250823")).toBe("2025-08-23");
  });
});
