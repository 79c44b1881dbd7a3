// What an operator deploys, checked without a cluster or a container engine (docs/deploy.md says
// what this covers): `kubectl kustomize infra/k8s` renders, every object is valid against the
// Kubernetes API schemas (kubernetes-models), and the properties a deployment must keep hold
// (pinned images, separate probes, resources, PDBs, the restricted security context, network
// policies, migrations in a Job); `docker-compose config` validates the compose file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as yaml from 'js-yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Service } from 'kubernetes-models/v1/Service';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Job } from 'kubernetes-models/batch/v1/Job';

const infra = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const k8sDir = path.join(infra, 'k8s');
const MODELS = { Deployment, Service, ConfigMap, Secret, Namespace, Ingress, HorizontalPodAutoscaler, NetworkPolicy, PodDisruptionBudget, Job };
const SERVICES = ['gateway', 'identity', 'social', 'content', 'streaming', 'moderation'];
const BACKEND = SERVICES.filter((name) => name !== 'gateway');

const kustomize = spawnSync('kubectl', ['kustomize', k8sDir], { encoding: 'utf8' });
const rendered = kustomize.status === 0 ? yaml.loadAll(kustomize.stdout).filter(Boolean) : [];
const ofKind = (kind) => rendered.filter((doc) => doc.kind === kind);
const deployment = (name) => ofKind('Deployment').find((d) => d.metadata.name === name);
const secretTemplate = yaml.loadAll(readFileSync(path.join(k8sDir, 'secret.template.yaml'), 'utf8')).filter(Boolean);

/** docker-compose's own rendering of the compose file (merge keys resolved, variables filled in). */
const composeEnv = { ...process.env, SESSION_SECRET: 'x'.repeat(40), LIVE_CHANNEL_SECRET: 'l'.repeat(40), INGEST_CALLBACK_SECRET: 'i'.repeat(40) };
for (const user of ['GATEWAY', 'IDENTITY', 'SOCIAL', 'CONTENT', 'STREAMING', 'MODERATION', 'OPS', 'OPS_RENDITIONS', 'OPS_EVENTS']) composeEnv[`${user}_NATS_PASSWORD`] = `pw-${user}`;
composeEnv.POSTGRES_PASSWORD = 'pg-admin';
for (const service of BACKEND) composeEnv[`${service.toUpperCase()}_PG_PASSWORD`] = `pg-${service}`;
delete composeEnv.ADMIN_PASSWORD;
delete composeEnv.CANNAVERSE_VERSION;
const composeConfig = spawnSync('docker-compose', ['-f', path.join(infra, 'docker-compose.yml'), 'config'], { encoding: 'utf8', env: composeEnv });
const compose = composeConfig.status === 0 ? yaml.load(composeConfig.stdout) : null;

/** A pinned reference names a release tag or a digest; `latest` and no tag at all are refused. */
const pinned = (image) => /@sha256:[0-9a-f]{64}$/.test(image) || (/:[^/:]+$/.test(image) && !/:latest$/.test(image));

test('kubectl kustomize infra/k8s renders, and every object is valid against the Kubernetes API schema', () => {
  assert.equal(kustomize.status, 0, `kubectl kustomize failed (is kubectl installed?): ${kustomize.stderr}`);
  assert.ok(rendered.length >= 30, `expected the full set of objects, found ${rendered.length}`);
  for (const doc of [...rendered, ...secretTemplate]) {
    const Model = MODELS[doc.kind];
    assert.ok(Model, `no schema for kind ${doc.kind}`);
    assert.doesNotThrow(() => new Model(doc).validate(), `${doc.kind} ${doc.metadata?.name} is invalid`);
    assert.equal(doc.metadata.namespace ?? 'cannaverse', 'cannaverse');
  }
});

const podSpecs = () => [...ofKind('Deployment'), ...ofKind('Job')].map((d) => ({ name: `${d.kind} ${d.metadata.name}`, spec: d.spec.template.spec }));

test('every image is pinned (release tag or digest, never latest) and set through kustomize images:', () => {
  const kustomization = yaml.load(readFileSync(path.join(k8sDir, 'kustomization.yaml'), 'utf8'));
  assert.deepEqual(kustomization.images.map((image) => image.name).sort(), ['cannaverse', 'cannaverse-rtmp']);
  for (const { name, spec } of podSpecs()) {
    for (const container of [...(spec.initContainers ?? []), ...spec.containers]) {
      assert.ok(pinned(container.image), `${name}: image ${container.image} is not pinned`);
      assert.match(container.image, /^registry\.example\/cannaverse(-rtmp)?:/, `${name}: ${container.image} did not go through kustomize images:`);
    }
  }
  assert.ok(compose, `docker-compose config failed: ${composeConfig.stderr}`);
  for (const [name, service] of Object.entries(compose.services)) {
    const image = service.image;
    assert.ok(pinned(image), `compose ${name}: image ${service.image} is not pinned`);
    assert.ok(!/^minio\//.test(image), `compose ${name}: MinIO's images left Docker Hub; use quay.io/minio`);
  }
  for (const dockerfile of ['Dockerfile', 'rtmp/Dockerfile']) {
    for (const [, image] of readFileSync(path.join(infra, dockerfile), 'utf8').matchAll(/^FROM\s+(\S+)/gm)) {
      assert.ok(pinned(image), `${dockerfile}: FROM ${image} is not pinned`);
    }
  }
});

test('every Deployment has separate liveness, readiness and startup probes, resources, a PDB and the restricted security context', () => {
  const deployments = ofKind('Deployment');
  assert.deepEqual(deployments.map((d) => d.metadata.name).sort(), [...SERVICES, 'rtmp'].sort());
  for (const d of deployments) {
    const name = d.metadata.name;
    const spec = d.spec.template.spec;
    assert.equal(spec.securityContext.runAsNonRoot, true, `${name}: runAsNonRoot`);
    assert.equal(spec.securityContext.seccompProfile?.type, 'RuntimeDefault', `${name}: seccomp RuntimeDefault`);
    for (const container of spec.containers) {
      const { livenessProbe, readinessProbe, startupProbe, resources, securityContext } = container;
      assert.ok(livenessProbe && readinessProbe && startupProbe, `${name}: liveness, readiness and startup probes`);
      assert.notDeepEqual(livenessProbe.httpGet ?? livenessProbe.tcpSocket, readinessProbe.httpGet ?? readinessProbe.tcpSocket, `${name}: liveness must not be the readiness check`);
      assert.ok(resources?.requests?.cpu && resources?.requests?.memory && resources?.limits?.cpu && resources?.limits?.memory, `${name}: requests and limits`);
      assert.equal(securityContext?.allowPrivilegeEscalation, false, `${name}: no privilege escalation`);
      assert.deepEqual(securityContext?.capabilities?.drop, ['ALL'], `${name}: drop all capabilities`);
      assert.equal(securityContext?.readOnlyRootFilesystem, true, `${name}: read-only root`);
      const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
      assert.ok(tmp && spec.volumes.find((volume) => volume.name === tmp.name)?.emptyDir, `${name}: an emptyDir for temporary files`);
    }
    const pdb = ofKind('PodDisruptionBudget').find((p) => Object.entries(p.spec.selector.matchLabels).every(([k, v]) => d.spec.template.metadata.labels[k] === v));
    assert.ok(pdb, `${name}: no PodDisruptionBudget selects its pods`);
    assert.ok(spec.topologySpreadConstraints?.length, `${name}: topology spread`);
  }
  for (const name of SERVICES) {
    const [container] = deployment(name).spec.template.spec.containers;
    // Liveness checks nothing but the process; readiness its dependencies (gateway: only its own).
    assert.equal(container.livenessProbe.httpGet.path, '/livez', `${name}: liveness`);
    assert.equal(container.readinessProbe.httpGet.path, name === 'gateway' ? '/readyz' : '/health', `${name}: readiness`);
    assert.ok(container.startupProbe.periodSeconds * container.startupProbe.failureThreshold >= 120, `${name}: startupProbe must cover migrations and warm-up`);
    assert.ok(container.lifecycle?.preStop, `${name}: preStop pause so endpoints drop the pod before SIGTERM`);
  }
  assert.ok(deployment('gateway').spec.template.spec.terminationGracePeriodSeconds >= 60, 'gateway: grace period covers an upload');
  assert.equal(ofKind('Namespace')[0].metadata.labels['pod-security.kubernetes.io/enforce'], 'restricted', 'the namespace enforces the restricted profile');
});

test('memory requests are above the resident memory measured for each service (docs/deploy.md)', () => {
  // Measured on a throwaway stack after warm-up and a little traffic (MiB, docs/deploy.md).
  const measuredRss = { gateway: 174, identity: 166, social: 166, content: 224, streaming: 163, moderation: 164 };
  const mebibytes = (quantity) => Number(/^(\d+)Mi$/.exec(quantity)?.[1] ?? /^(\d+)Gi$/.exec(quantity)?.[1] * 1024);
  for (const name of SERVICES) {
    const { resources } = deployment(name).spec.template.spec.containers[0];
    assert.ok(mebibytes(resources.requests.memory) > measuredRss[name], `${name}: request ${resources.requests.memory} is below the measured ${measuredRss[name]} MiB`);
  }
});

test('migrations run once in a Job; every Deployment runs with migrations off', () => {
  const [job] = ofKind('Job');
  assert.equal(job.metadata.name, 'migrate');
  assert.deepEqual(job.spec.template.spec.containers.map((c) => c.name).sort(), [...BACKEND].sort());
  for (const container of job.spec.template.spec.containers) {
    assert.deepEqual(container.args, ['migrate']);
    assert.equal(container.env.find((e) => e.name === 'SERVICE').value, container.name);
    assert.ok(container.envFrom.some((e) => e.secretRef?.name === `cannaverse-${container.name}`), `${container.name}: its own Secret`);
    // The admin's credentials create the service's role and database; the migrations then run as that role.
    assert.ok(container.envFrom.some((e) => e.secretRef?.name === 'cannaverse-postgres-admin'), `${container.name}: the PostgreSQL admin Secret`);
    assert.equal(container.env.find((e) => e.name === 'PGUSER')?.value, `cannaverse_${container.name}`, `${container.name}: migrates as its own role`);
  }
  for (const name of BACKEND) {
    const env = deployment(name).spec.template.spec.containers[0].env;
    assert.equal(env.find((e) => e.name === 'RUN_MIGRATIONS')?.value, 'false', `${name}: RUN_MIGRATIONS must be off in pods`);
  }
});

test('one Secret per process with only what it needs; the ConfigMap is generated and holds no password', () => {
  for (const name of SERVICES) {
    const [container] = deployment(name).spec.template.spec.containers;
    assert.deepEqual(container.envFrom.filter((e) => e.secretRef).map((e) => e.secretRef.name), [`cannaverse-${name}`]);
    const secret = secretTemplate.find((s) => s.metadata.name === `cannaverse-${name}`);
    assert.ok(secret, `secret.template.yaml: no Secret for ${name}`);
    assert.ok('NATS_PASSWORD' in secret.stringData, `${name}: its NATS password`);
    assert.equal(container.env.find((e) => e.name === 'NATS_USER')?.value, name, `${name}: its NATS user`);
  }
  assert.ok(!('SESSION_SECRET' in secretTemplate.find((s) => s.metadata.name === 'cannaverse-identity').stringData), 'identity has no business with the session secret');
  assert.ok(!('PGPASSWORD' in secretTemplate.find((s) => s.metadata.name === 'cannaverse-gateway').stringData), 'the gateway has no database');
  // One PostgreSQL role per service (issue 20): its own PGUSER and password; the admin's only in the migrate Job.
  for (const name of BACKEND) {
    const [container] = deployment(name).spec.template.spec.containers;
    assert.equal(container.env.find((e) => e.name === 'PGUSER')?.value, `cannaverse_${name}`, `${name}: its own PostgreSQL role`);
    assert.ok('PGPASSWORD' in secretTemplate.find((s) => s.metadata.name === `cannaverse-${name}`).stringData, `${name}: its role's password`);
  }
  const pgAdmin = secretTemplate.find((s) => s.metadata.name === 'cannaverse-postgres-admin');
  assert.deepEqual(Object.keys(pgAdmin.stringData).sort(), ['PGADMIN_PASSWORD', 'PGADMIN_USER']);
  for (const { name, spec } of podSpecs().filter((pod) => pod.name.startsWith('Deployment'))) {
    const refs = spec.containers.flatMap((c) => c.envFrom ?? []).map((e) => e.secretRef?.name);
    assert.ok(!refs.includes('cannaverse-postgres-admin'), `${name} must not see the PostgreSQL admin's credentials`);
  }
  const config = ofKind('ConfigMap').find((c) => c.metadata.name.startsWith('cannaverse-config-'));
  assert.ok(config, 'cannaverse-config is generated with a content hash (a change rolls the pods)');
  for (const [key, value] of Object.entries(config.data)) {
    assert.ok(!/PASSWORD|SECRET|KEY$/.test(key), `ConfigMap holds ${key}`);
    assert.notEqual(key, 'PGUSER', 'no database user shared by every service');
    assert.ok(!/:\/\/[^/]*:[^/]*@/.test(value), `ConfigMap ${key} carries credentials`);
  }
  const envFrom = deployment('gateway').spec.template.spec.containers[0].envFrom;
  assert.ok(envFrom.some((e) => e.configMapRef?.name === config.metadata.name), 'Deployments reference the generated name');
  assert.match(config.data.TRUST_PROXY, /^\d+$/, 'TRUST_PROXY must be a hop count (true lets clients choose their IP)');
});

test('every Deployment is annotated for Prometheus on a port its container exposes', () => {
  for (const name of SERVICES) {
    const template = deployment(name).spec.template;
    const annotations = template.metadata.annotations ?? {};
    assert.equal(annotations['prometheus.io/scrape'], 'true', `${name}: not annotated for scraping`);
    const ports = template.spec.containers.flatMap((c) => c.ports.map((p) => String(p.containerPort)));
    assert.ok(ports.includes(annotations['prometheus.io/port']), `${name}: scrape port is not a container port`);
    const service = ofKind('Service').find((s) => s.metadata.name === name);
    for (const [key, value] of Object.entries(service.spec.selector)) assert.equal(template.metadata.labels[key], value, `${name}: Service selector`);
  }
});

test('network policies: default deny, and only the listed paths', () => {
  const policies = ofKind('NetworkPolicy');
  const defaultDeny = policies.find((p) => p.metadata.name === 'default-deny');
  assert.deepEqual(defaultDeny.spec.podSelector, {});
  assert.deepEqual(defaultDeny.spec.policyTypes.sort(), ['Egress', 'Ingress']);
  assert.ok(!defaultDeny.spec.ingress && !defaultDeny.spec.egress, 'default-deny allows nothing');
  for (const name of [...SERVICES, 'rtmp', 'migrate']) {
    assert.ok(policies.some((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/component'] === name), `no policy for ${name}`);
  }
  // PostgreSQL (5432): the services that own a database and the migrate Job, which reaches nothing else.
  const egressPorts = (name) => policies.find((p) => p.metadata.name === name).spec.egress.flatMap((rule) => (rule.ports ?? []).map((port) => port.port));
  assert.deepEqual(egressPorts('migrate'), [5432], 'the migrate Job: egress to PostgreSQL only');
  for (const name of BACKEND) assert.ok(egressPorts(name).includes(5432), `${name} reaches PostgreSQL`);
  for (const name of ['gateway', 'rtmp']) assert.ok(!egressPorts(name).includes(5432), `${name} has no database`);
  // Streaming's live port: only the gateway and the ingest.
  const streaming = policies.find((p) => p.metadata.name === 'streaming');
  const live = streaming.spec.ingress.find((rule) => rule.ports.some((port) => port.port === 3124));
  assert.deepEqual(live.from.map((peer) => peer.podSelector.matchLabels['app.kubernetes.io/component']).sort(), ['gateway', 'rtmp']);
  // Only the gateway's pods are reachable from the ingress controller on the HTTP port.
  for (const name of BACKEND) {
    const policy = policies.find((p) => p.metadata.name === name);
    const fromIngress = policy.spec.ingress.some((rule) => rule.from?.some((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'ingress-nginx'));
    assert.equal(fromIngress, false, `${name} must not be reachable from the ingress controller`);
  }
});

test('Ingress: the site, and /ws alone with the long timeouts, TLS through cert-manager', () => {
  const ingresses = ofKind('Ingress');
  const site = ingresses.find((i) => i.metadata.name === 'cannaverse');
  const ws = ingresses.find((i) => i.metadata.name === 'cannaverse-ws');
  const paths = (ingress) => ingress.spec.rules.flatMap((rule) => rule.http.paths);
  for (const prefix of ['/api', '/media', '/']) assert.equal(paths(site).find((p) => p.path === prefix)?.backend.service.name, 'gateway', `no route for ${prefix}`);
  assert.equal(paths(site).find((p) => p.path === '/live')?.backend.service.name, 'rtmp-hls');
  assert.deepEqual(paths(ws).map((p) => [p.path, p.backend.service.name, p.backend.service.port.number]), [['/ws', 'gateway', 3000]]);
  assert.ok(!paths(site).some((p) => p.path === '/ws'), '/ws lives on its own Ingress');
  assert.ok(Number(ws.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']) >= 3600);
  assert.ok(Number(site.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']) <= 300, 'only /ws needs the long timeouts');
  for (const ingress of ingresses) assert.ok(ingress.metadata.annotations['cert-manager.io/cluster-issuer'], `${ingress.metadata.name}: TLS through cert-manager`);
});

test('streaming scales horizontally; the RTMP ingest calls streaming\'s live port', () => {
  const [hpa] = ofKind('HorizontalPodAutoscaler');
  assert.equal(hpa.spec.scaleTargetRef.name, 'streaming');
  assert.ok(hpa.spec.maxReplicas > hpa.spec.minReplicas);
  const [container] = deployment('rtmp').spec.template.spec.containers;
  assert.equal(container.env.find((e) => e.name === 'CALLBACK_URL').value, 'http://streaming:3124');
});

test('the NATS authorization file matches the permissions table (scripts/render-nats-authorization.mjs)', async () => {
  const { natsAuthorizationText, NATS_AUTHORIZATION_FILE } = await import('../../scripts/render-nats-authorization.mjs');
  assert.equal(readFileSync(NATS_AUTHORIZATION_FILE, 'utf8'), natsAuthorizationText(), 'run node scripts/render-nats-authorization.mjs');
  const nats = spawnSync('nats-server', ['--version'], { encoding: 'utf8' });
  if (nats.status !== 0) return;
  // nats-server itself accepts the compose configuration with the passwords in its environment.
  const passwords = Object.fromEntries(['GATEWAY', 'IDENTITY', 'SOCIAL', 'CONTENT', 'STREAMING', 'MODERATION', 'OPS', 'OPS_RENDITIONS', 'OPS_EVENTS'].map((u) => [`${u}_NATS_PASSWORD`, `pw-${u}`]));
  const { mkdtempSync, copyFileSync, writeFileSync, rmSync } = await import('node:fs');
  const dir = mkdtempSync(path.join((await import('node:os')).tmpdir(), 'cv-nats-conf-'));
  try {
    copyFileSync(path.join(infra, 'nats/nats.conf'), path.join(dir, 'nats.conf'));
    copyFileSync(NATS_AUTHORIZATION_FILE, path.join(dir, 'authorization.conf'));
    writeFileSync(path.join(dir, 'check.conf'), readFileSync(path.join(dir, 'nats.conf'), 'utf8').replace('"/data"', JSON.stringify(path.join(dir, 'js'))));
    const check = spawnSync('nats-server', ['-c', path.join(dir, 'check.conf'), '-t'], { encoding: 'utf8', env: { ...process.env, ...passwords } });
    assert.equal(check.status, 0, check.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('docker-compose.yml: valid, migrations in a one-shot the services wait for, health checks', () => {
  assert.equal(composeConfig.status, 0, `docker-compose config failed (apt-get install docker-compose): ${composeConfig.stderr}`);
  for (const [name, service] of Object.entries(compose.services)) {
    if (name === 'minio-bucket' || name === 'migrate') continue; // one-shot jobs
    assert.ok(service.healthcheck, `${name} has no healthcheck`);
  }
  for (const name of BACKEND) {
    const service = compose.services[name];
    assert.equal(service.environment.RUN_MIGRATIONS, 'false', `${name}: migrations off`);
    assert.deepEqual(service.depends_on.migrate, { condition: 'service_completed_successfully' }, `${name} waits for the migrate one-shot`);
    assert.equal(service.environment.NATS_USER, name);
    assert.equal(service.environment.PGUSER, `cannaverse_${name}`, `${name}: its own PostgreSQL role`);
    assert.equal(service.environment.PGPASSWORD, `pg-${name}`, `${name}: its role's password`);
  }
  for (const [name, service] of Object.entries(compose.services)) {
    if (name === 'migrate') continue;
    assert.ok(!('PGADMIN_PASSWORD' in (service.environment ?? {})), `${name} must not see the PostgreSQL admin's credentials`);
  }
  assert.ok(!('PGUSER' in compose.services.gateway.environment), 'the gateway has no database');
  // The one-shot creates each role with the admin's credentials, then migrates as the role.
  assert.equal(compose.services.migrate.environment.PGADMIN_USER, compose.services.postgres.environment.POSTGRES_USER);
  assert.equal(compose.services.migrate.environment.PGADMIN_PASSWORD, 'pg-admin');
  for (const name of BACKEND) assert.equal(compose.services.migrate.environment[`${name.toUpperCase()}_PG_PASSWORD`], `pg-${name}`);
  assert.match(compose.services.migrate.entrypoint.join(' '), /PGUSER=cannaverse_\$\$service PGPASSWORD="\$\$\(printenv/);
  // Without ADMIN_PASSWORD compose passes an empty string, which identity's config treats as unset
  // (services/identity/test/config.test.ts).
  assert.equal(compose.services.identity.environment.ADMIN_PASSWORD, '');
});

test('health/metrics and live ports: loopback by default (npm start), all interfaces in containers; the gateway\'s /metrics off its public port', () => {
  // Issue 20: the services default HEALTH_HOST and LIVE_HOST to 127.0.0.1, so probes, Prometheus and
  // the gateway reach them in a pod or container only because the deployment says 0.0.0.0.
  const config = ofKind('ConfigMap').find((c) => c.metadata.name.startsWith('cannaverse-config'));
  assert.equal(config.data.HEALTH_HOST, '0.0.0.0');
  assert.equal(config.data.LIVE_HOST, '0.0.0.0');
  const gateway = deployment('gateway').spec.template;
  const healthPort = gateway.spec.containers[0].env.find((e) => e.name === 'HEALTH_PORT')?.value;
  assert.equal(gateway.metadata.annotations['prometheus.io/port'], healthPort, 'Prometheus scrapes the gateway\'s health port');
  assert.notEqual(healthPort, '3000', 'never the public port');
  const policy = ofKind('NetworkPolicy').find((p) => p.metadata.name === 'gateway');
  const fromMonitoring = policy.spec.ingress.find((rule) => rule.from.some((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'monitoring'));
  assert.deepEqual(fromMonitoring.ports.map((port) => String(port.port)), [healthPort]);
  // The compose file as written (js-yaml resolves its anchors; the `<<` merge by hand), no docker-compose needed.
  const raw = yaml.load(readFileSync(path.join(infra, 'docker-compose.yml'), 'utf8'));
  const composeEnvOf = (name) => ({ ...raw.services[name].environment['<<'], ...raw.services[name].environment });
  for (const name of SERVICES) assert.equal(composeEnvOf(name).HEALTH_HOST, '0.0.0.0', `compose ${name}: HEALTH_HOST`);
  assert.equal(composeEnvOf('streaming').LIVE_HOST, '0.0.0.0', 'compose streaming: LIVE_HOST');
});
