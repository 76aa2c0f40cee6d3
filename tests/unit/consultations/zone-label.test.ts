import { describe, expect, it } from "vitest";
import { zoneLabel } from "~/components/consultations/time";

describe("zoneLabel: a time zone named the way people say it (issue 13 §2)", () => {
  it("names the firm's zone as Doha time", () => {
    expect(zoneLabel("Asia/Qatar", "ar")).toBe("بتوقيت الدوحة");
    expect(zoneLabel("Asia/Qatar", "en")).toBe("Doha time");
  });

  it("never puts a Latin word or an offset on an Arabic page", () => {
    for (const zone of ["Europe/London", "America/New_York", "Asia/Kolkata", "Africa/Cairo", "UTC", "Etc/GMT-3", "America/Los_Angeles", "Pacific/Kiritimati"]) {
      const label = zoneLabel(zone, "ar");
      expect(label, zone).toMatch(/^ب(ال)?توقيت/);
      expect(label, zone).not.toMatch(/[A-Za-z]/);
    }
    expect(zoneLabel("Europe/London", "ar")).toBe("بتوقيت المملكة المتحدة");
    expect(zoneLabel("UTC", "ar")).toBe("بالتوقيت العالمي المنسق");
  });

  it("adds the city in English, where it tells zones of one name apart", () => {
    expect(zoneLabel("Europe/London", "en")).toBe("Greenwich Mean Time (London)");
    expect(zoneLabel("UTC", "en")).toBe("Coordinated Universal Time");
  });
});
