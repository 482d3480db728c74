# One image for every Rostra service (the command picks which), plus an nginx image for the web.
FROM node:20-bookworm-slim AS build
# better-sqlite3 (the embedded store) compiles from source where no prebuilt binary is reachable.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY projections/package.json projections/
COPY command-api/package.json command-api/
COPY query-api/package.json query-api/
COPY solver/package.json solver/
COPY web/package.json web/
COPY cli/package.json cli/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

FROM node:20-bookworm-slim AS app
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
# The only folder written at run time (the mail outbox when SMTP_URL is unset; the embedded stores
# when no URLs are given): owned by the user the services run as, the rest of /app stays read-only.
ENV DATA_DIR=/app/data
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
ENTRYPOINT ["node", "cli/bin/rostra.js"]
CMD ["start"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
