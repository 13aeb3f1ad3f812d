import { describe, expect, it } from "vitest";
import { hydrationDataPrefix, isHydrationDataName } from "../hydration-data.server";

describe("the pages' hydration data files", () => {
  it("are named by their page and their content, the names npm run dev serves and no other", () => {
    expect(hydrationDataPrefix("/blog")).not.toBe(hydrationDataPrefix("/profile"));
    expect(isHydrationDataName(`${hydrationDataPrefix("/blog")}0123456789abcdef.txt`)).toBe(true);
    expect(isHydrationDataName("0123456789abcdef.txt")).toBe(false);
    expect(isHydrationDataName(`${hydrationDataPrefix("/blog")}../secret.txt`)).toBe(false);
  });
});
