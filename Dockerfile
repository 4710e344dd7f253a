# The production image of DebtShield (compose.yaml runs it as the API instances and the worker).
# One build serves both: `node apps/api/dist/main.mjs` (API + web app) and `node apps/api/dist/worker.mjs`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# Spanish OCR reads Debian's language data (packages/analyzer/src/extract/ocr-languages.ts); English comes from npm.
RUN apt-get update && apt-get install -y --no-install-recommends tesseract-ocr-spa && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "--single-threaded-gc", "apps/api/dist/main.mjs"]
