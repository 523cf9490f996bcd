/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In `npm run dev` the API runs beside Vite on API_PORT; everything the server owns is proxied to it. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const proxy = Object.fromEntries(['/api', '/open-api', '/dev-auth', '/uploads', '/openapi.json'].map((p) => [p, apiTarget]));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { proxy },
  build: { target: 'es2022', sourcemap: false },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
