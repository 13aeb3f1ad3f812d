import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { normalizeBase } from "./app/lib/paths";
import { contentAssets } from "./vite/content-assets";

export default defineConfig({
  base: normalizeBase(process.env.BASE_PATH),
  plugins: [tailwindcss(), reactRouter(), contentAssets()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
});
