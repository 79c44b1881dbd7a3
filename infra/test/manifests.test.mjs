// What an operator deploys, checked without a cluster or a container engine (docs/deploy.md says
// what this covers): `kubectl kustomize infra/k8s` renders, every object is valid against the
// Kubernetes API schemas (kubernetes-models), and the properties a deployment must keep hold
// (pinned images, separate probes, resources, PDBs, the restricted security context, network
// policies, migrations in a Job); `docker-compose config` validates the compose file. The custom
// resources (Gateway API, cert-manager, Prometheus Operator) are checked against
// their documented schemas by ../lib/crd-schemas.mjs, and the Grafana dashboard JSON alongside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import os from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as yaml from 'js-yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Service } from 'kubernetes-models/v1/Service';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { CRD_VALIDATORS, gatewayDurationMs, lintPromQL } from '../lib/crd-schemas.mjs';

const require = createRequire(import.meta.url);
const infra = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const k8sDir = path.join(infra, 'k8s');
const MODELS = { Deployment, Service, ConfigMap, Secret, Namespace, HorizontalPodAutoscaler, NetworkPolicy, PodDisruptionBudget, Job };
const SERVICES = ['gateway', 'identity', 'social', 'content', 'streaming', 'moderation', 'notifications'];
const BACKEND = SERVICES.filter((name) => name !== 'gateway');

const kustomize = spawnSync('kubectl', ['kustomize', k8sDir], { encoding: 'utf8' });
const rendered = kustomize.status === 0 ? yaml.loadAll(kustomize.stdout).filter(Boolean) : [];
const ofKind = (kind) => rendered.filter((doc) => doc.kind === kind);
const deployment = (name) => ofKind('Deployment').find((d) => d.metadata.name === name);
const secretTemplate = yaml.loadAll(readFileSync(path.join(k8sDir, 'secret.template.yaml'), 'utf8')).filter(Boolean);

/** docker-compose's own rendering of the compose file (merge keys resolved, variables filled in). */
const composeEnv = { ...process.env, SESSION_SECRET: 'x'.repeat(40), LIVE_CHANNEL_SECRET: 'l'.repeat(40), INGEST_CALLBACK_SECRET: 'i'.repeat(40) };
for (const user of ['GATEWAY', 'IDENTITY', 'SOCIAL', 'CONTENT', 'STREAMING', 'MODERATION', 'NOTIFICATIONS', 'OPS', 'OPS_RENDITIONS', 'OPS_EVENTS']) composeEnv[`${user}_NATS_PASSWORD`] = `pw-${user}`;
composeEnv.POSTGRES_PASSWORD = 'pg-admin';
for (const service of BACKEND) composeEnv[`${service.toUpperCase()}_PG_PASSWORD`] = `pg-${service}`;
Object.assign(composeEnv, { MINIO_ROOT_USER: 'minio-user', MINIO_ROOT_PASSWORD: 'minio-password' });
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
    const validateCrd = CRD_VALIDATORS[doc.kind];
    assert.ok(Model || validateCrd, `no schema for kind ${doc.kind}`);
    if (Model) assert.doesNotThrow(() => new Model(doc).validate(), `${doc.kind} ${doc.metadata?.name} is invalid`);
    else assert.deepEqual(validateCrd(doc), [], `${doc.kind} ${doc.metadata?.name} is invalid`);
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

test('the image starts a service with the node flags npm start uses (SERVICE_NODE_FLAGS)', async () => {
  const { SERVICE_NODE_FLAGS } = await import('../../scripts/lib/stack.mjs');
  const entrypoint = /^ENTRYPOINT .*exec node (.*?) services\//m.exec(readFileSync(path.join(infra, 'Dockerfile'), 'utf8'));
  assert.ok(entrypoint, 'infra/Dockerfile has no ENTRYPOINT running node');
  assert.deepEqual(entrypoint[1].split(' '), SERVICE_NODE_FLAGS);
});

test('Renovate keeps the third-party images pinned by digest (renovate.json)', () => {
  const renovate = JSON.parse(readFileSync(path.join(infra, '../renovate.json'), 'utf8'));
  assert.deepEqual([...renovate.enabledManagers].sort(), ['docker-compose', 'dockerfile', 'kubernetes']);
  assert.ok(renovate.packageRules.some((rule) => rule.matchDatasources?.includes('docker') && rule.pinDigests === true && !rule.matchPackageNames), 'pinDigests for every docker image');
  assert.ok(renovate.kubernetes.managerFilePatterns.some((pattern) => new RegExp(pattern.slice(1, -1)).test('infra/k8s/gateway.yaml')), 'the kubernetes manager reads infra/k8s');
  // Our own images are built here, not pulled.
  for (const own of ['cannaverse', 'cannaverse-rtmp']) assert.ok(renovate.ignoreDeps.includes(own), `${own} is ours`);
  // Every third-party image is pinned by its multi-arch index digest, with its tag beside it for people
  // and Renovate; only our own images (built here) go by tag.
  const fromLines = (file) => [...readFileSync(path.join(infra, file), 'utf8').matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
  const references = [...fromLines('Dockerfile'), ...fromLines('rtmp/Dockerfile'), ...Object.values(compose.services).map((s) => s.image)]
    .filter((image) => !/^cannaverse(-rtmp)?:/.test(image));
  assert.ok(references.length >= 6, `the base images and compose's datastores: ${references}`);
  for (const image of references) assert.match(image, /^[^@]+:[^@/]+@sha256:[0-9a-f]{64}$/, `${image}: tag and digest`);
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
  const measuredRss = { gateway: 174, identity: 166, social: 166, content: 224, streaming: 163, moderation: 164, notifications: 164 };
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
    const fromIngress = policy.spec.ingress.some((rule) => rule.from?.some((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'envoy-gateway-system'));
    assert.equal(fromIngress, false, `${name} must not be reachable from the ingress controller`);
  }
});

test('the edge: Gateway API HTTPRoutes for the site, /api, /media, /live and /ws on an HTTPS Gateway, no Ingress left', () => {
  assert.equal(ofKind('Ingress').length, 0, 'ingress-nginx was retired (March 2026): no Ingress objects');
  const [gateway] = ofKind('Gateway');
  assert.ok(gateway, 'a Gateway');
  const https = gateway.spec.listeners.find((l) => l.protocol === 'HTTPS');
  assert.ok(https && https.port === 443, 'an HTTPS listener on 443');
  const routes = ofKind('HTTPRoute');
  /** The route, backend and timeouts a request for this path takes (the longest matching prefix wins). */
  const routeFor = (requestPath) => {
    const candidates = routes.flatMap((route) => route.spec.rules.flatMap((rule) => (rule.matches ?? []).map((match) => ({ route, rule, match }))))
      .filter(({ route, match }) => route.spec.parentRefs.some((ref) => ref.name === gateway.metadata.name && ref.sectionName === https.name)
        && match.path.type === 'PathPrefix' && (match.path.value === '/' || requestPath === match.path.value || requestPath.startsWith(`${match.path.value}/`)))
      .sort((a, b) => b.match.path.value.length - a.match.path.value.length);
    return candidates[0];
  };
  const backend = (found) => found.rule.backendRefs.map((ref) => `${ref.name}:${ref.port}`).join(',');
  for (const [requestPath, expected, routeName] of [['/', 'gateway:3000', 'site'], ['/feed', 'gateway:3000', 'site'], ['/api/me', 'gateway:3000', 'api'],
    ['/media/a.jpg', 'gateway:3000', 'media'], ['/live/key/index.m3u8', 'gateway:3000', 'live'], ['/ws', 'gateway:3000', 'ws']]) {
    const found = routeFor(requestPath);
    assert.ok(found, `no route for ${requestPath}`);
    assert.equal(backend(found), expected, `${requestPath} goes to ${expected}`);
    assert.equal(found.route.metadata.name, routeName, `${requestPath} is on the ${routeName} HTTPRoute`);
  }
  // Every backend is a Service port that exists.
  for (const route of routes) {
    for (const ref of route.spec.rules.flatMap((rule) => rule.backendRefs ?? [])) {
      const service = ofKind('Service').find((s) => s.metadata.name === ref.name);
      assert.ok(service?.spec.ports.some((port) => port.port === ref.port), `${route.metadata.name}: no Service port ${ref.name}:${ref.port}`);
    }
  }
  // The WebSocket route alone has no request timeout (Gateway API "0s" disables it; a route timeout
  // would cut a socket; Envoy's default is 15 s); every other route has a bounded one.
  const ws = routeFor('/ws');
  assert.equal(ws.rule.timeouts?.request, '0s', '/ws: no request timeout (unset, Envoy would cut sockets after 15 s)');
  assert.equal(ws.rule.timeouts.backendRequest, undefined, '/ws: no backend request timeout either');
  for (const route of routes.filter((r) => r !== ws.route)) {
    for (const rule of route.spec.rules.filter((r) => r.backendRefs?.length)) {
      const ms = gatewayDurationMs(rule.timeouts?.request ?? '0s');
      assert.ok(ms > 0 && ms <= 300_000, `${route.metadata.name}: a bounded request timeout (only /ws may hold a connection open)`);
    }
  }
  assert.ok(gatewayDurationMs(routeFor('/api/upload').rule.timeouts.request) >= 120_000, '/api: time for a 100 MB upload');
  // Plain HTTP only redirects.
  const http = gateway.spec.listeners.find((l) => l.protocol === 'HTTP');
  for (const route of routes.filter((r) => r.spec.parentRefs.some((ref) => ref.sectionName === http.name))) {
    assert.ok(route.spec.rules.every((rule) => !rule.backendRefs && rule.filters?.some((f) => f.type === 'RequestRedirect' && f.requestRedirect.scheme === 'https')), 'port 80 only redirects to https');
  }
  // One cert-manager Certificate whose Secret is the listener's.
  const certificates = ofKind('Certificate');
  assert.equal(certificates.length, 1, 'one certificate');
  assert.deepEqual(https.tls.certificateRefs.map((ref) => ref.name), [certificates[0].spec.secretName]);
  assert.deepEqual(certificates[0].spec.dnsNames, [https.hostname]);
  assert.equal(certificates[0].spec.issuerRef.kind, 'ClusterIssuer');
});

test('the CRD checks refuse what the API server would refuse', () => {
  const route = structuredClone(ofKind('HTTPRoute').find((r) => r.metadata.name === 'ws'));
  assert.deepEqual(CRD_VALIDATORS.HTTPRoute(route), []);
  route.spec.rules[0].timeouts = { request: '1 hour' };
  route.spec.rules[0].backendRefs[0].port = undefined;
  route.spec.rules[0].matches[0].path.value = 'ws';
  assert.equal(CRD_VALIDATORS.HTTPRoute(route).length, 3);
  const rule = structuredClone(ofKind('PrometheusRule')[0]);
  rule.spec.groups[0].rules[0].for = 'five minutes';
  rule.spec.groups[0].rules[1].record = 'x';
  assert.deepEqual(CRD_VALIDATORS.PrometheusRule(rule).map((problem) => problem.replace(/^.*: /, '')), ['for "five minutes"', 'exactly one of alert and record', 'a recording rule takes a metric name and no for/annotations']);
  assert.deepEqual(lintPromQL('sum(rate(cannaverse_nope_total[5m])', new Set()), ['unclosed (', 'unknown metric cannaverse_nope_total']);
});

/** Every metric the processes export (prom-client `name:` in the sources), histogram series included. */
function exportedMetrics() {
  const root = path.resolve(infra, '..');
  const sources = spawnSync('grep', ['-rhoE', "name: '(cannaverse_[a-z_]+)'", path.join(root, 'libs/platform/src'), path.join(root, 'services'), '--include=*.ts', '--exclude-dir=node_modules', '--exclude-dir=dist'], { encoding: 'utf8' }).stdout;
  const names = new Set();
  for (const [, name] of sources.matchAll(/name: '(cannaverse_[a-z_]+)'/g)) {
    names.add(name);
    if (name.endsWith('_seconds')) for (const suffix of ['_bucket', '_count', '_sum']) names.add(name + suffix);
  }
  assert.ok(names.has('cannaverse_http_request_duration_seconds') && names.has('cannaverse_events_handled_total'), 'the metrics were found in the sources');
  // From outside our code: kube-state-metrics and prom-client's process metrics.
  for (const external of ['kube_pod_container_status_restarts_total', 'process_resident_memory_bytes']) names.add(external);
  return names;
}

test('PrometheusRule: the alerts issue 22 asks for, on metrics the processes export', () => {
  const [rule] = ofKind('PrometheusRule');
  assert.ok(rule, 'a PrometheusRule');
  const alerts = rule.spec.groups.flatMap((group) => group.rules.filter((r) => r.alert));
  const known = exportedMetrics();
  for (const alert of alerts) {
    assert.deepEqual(lintPromQL(alert.expr, known), [], `${alert.alert}: ${alert.expr}`);
    assert.match(alert.labels.severity, /^(critical|warning)$/, `${alert.alert}: severity`);
    assert.ok(alert.annotations.summary, `${alert.alert}: summary`);
  }
  const expr = (pattern) => alerts.find((a) => pattern.test(a.expr));
  assert.ok(expr(/cannaverse_http_request_duration_seconds_count\{status=~"5\.\."\}/), 'a 5xx rate');
  assert.ok(expr(/histogram_quantile\(0\.95,\s*sum by \(route, le\)/), 'p95 per route');
  assert.match(expr(/outcome="dead-lettered"/)?.expr ?? '', /> 0$/m, 'dead-lettered > 0');
  assert.ok(expr(/cannaverse_event_consumer_pending/), 'consumer pending');
  assert.ok(expr(/cannaverse_outbox_backlog/), 'outbox backlog');
  assert.ok(expr(/kube_pod_container_status_restarts_total/), 'pod restarts');
  assert.ok(expr(/cannaverse_websocket_connections\{purpose="live-channel"\}/), 'WebSockets near capacity');
  // promtool, when installed, checks the expressions with Prometheus's own parser.
  if (spawnSync('promtool', ['--version']).status !== 0) return;
  const { mkdtempSync, writeFileSync, rmSync } = require('node:fs');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-rules-'));
  try {
    writeFileSync(path.join(dir, 'rules.yml'), yaml.dump({ groups: rule.spec.groups }));
    const check = spawnSync('promtool', ['check', 'rules', path.join(dir, 'rules.yml')], { encoding: 'utf8' });
    assert.equal(check.status, 0, check.stdout + check.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the Grafana dashboard: valid JSON, unique panel ids, on the grid, every query on exported metrics, shipped as a ConfigMap', () => {
  const text = readFileSync(path.join(k8sDir, 'dashboard', 'grafana-dashboard.json'), 'utf8');
  const dashboard = JSON.parse(text);
  assert.ok(dashboard.uid && dashboard.title && Number.isInteger(dashboard.schemaVersion), 'uid, title, schemaVersion');
  assert.ok(dashboard.templating.list.some((v) => v.type === 'datasource' && v.query === 'prometheus'), 'a Prometheus datasource variable');
  const ids = dashboard.panels.map((p) => p.id);
  assert.equal(new Set(ids).size, ids.length, 'panel ids are unique');
  const known = exportedMetrics();
  const cells = new Set();
  for (const panel of dashboard.panels) {
    assert.ok(['timeseries', 'stat', 'gauge', 'table'].includes(panel.type), `${panel.title}: panel type ${panel.type}`);
    const { h, w, x, y } = panel.gridPos;
    assert.ok(x >= 0 && w > 0 && x + w <= 24 && h > 0 && y >= 0, `${panel.title}: inside the 24-column grid`);
    for (let cx = x; cx < x + w; cx++) for (let cy = y; cy < y + h; cy++) {
      assert.ok(!cells.has(`${cx},${cy}`), `${panel.title} overlaps another panel`);
      cells.add(`${cx},${cy}`);
    }
    assert.ok(panel.targets.length > 0, `${panel.title}: a query`);
    for (const target of panel.targets) {
      assert.equal(target.datasource.uid, '${datasource}', `${panel.title}: the datasource variable`);
      assert.deepEqual(lintPromQL(target.expr, known), [], `${panel.title}: ${target.expr}`);
    }
  }
  const titles = dashboard.panels.map((p) => p.title).join(' | ');
  for (const needed of ['5xx', 'p95 latency per route', 'Dead-lettered', 'Consumer pending', 'Outbox backlog', 'WebSockets', 'restarts']) assert.ok(titles.includes(needed), `a panel for ${needed}`);
  // promtool, when installed, parses every query (as recording rules) with Prometheus's own parser.
  if (spawnSync('promtool', ['--version']).status === 0) {
    const { mkdtempSync, writeFileSync, rmSync } = require('node:fs');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-dashboard-'));
    try {
      const rules = dashboard.panels.flatMap((panel) => panel.targets.map((target) => ({ record: `dashboard:panel_${panel.id}_${target.refId}`, expr: target.expr })));
      writeFileSync(path.join(dir, 'dashboard.yml'), yaml.dump({ groups: [{ name: 'dashboard', rules }] }));
      const check = spawnSync('promtool', ['check', 'rules', path.join(dir, 'dashboard.yml')], { encoding: 'utf8' });
      assert.equal(check.status, 0, check.stdout + check.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const configMap = ofKind('ConfigMap').find((c) => c.metadata.labels?.grafana_dashboard === '1');
  assert.equal(configMap?.data['grafana-dashboard.json'], text, 'kustomize ships the dashboard for the Grafana sidecar');
});

test('PostgreSQL connections: every pool at the HPA maximum, a rollout\'s surge and the migrate Job fit max_connections', () => {
  const config = ofKind('ConfigMap').find((c) => c.metadata.name.startsWith('cannaverse-config-')).data;
  const poolMax = Number(config.PG_POOL_MAX);
  assert.ok(poolMax >= 1, 'PG_POOL_MAX is set in the ConfigMap');
  // Per pod: its pool plus the outbox relay's LISTEN connection (libs/platform/src/events/outbox-relay.ts).
  const perPod = poolMax + 1;
  // Per migrator: the lock's session plus a pool of 2 (libs/platform/src/database/migrations.ts).
  const migrations = readFileSync(path.resolve(infra, '../libs/platform/src/database/migrations.ts'), 'utf8');
  assert.match(migrations, /extra: \{ max: 2, application_name: `\$\{options\.service\}-migrator` \}/, 'the migrator\'s pool is still 2 (update this test)');
  const perMigrator = 1 + 2;
  const rows = [];
  for (const d of ofKind('Deployment')) {
    const env = d.spec.template.spec.containers[0].env ?? [];
    const service = env.find((e) => e.name === 'SERVICE')?.value;
    if (!BACKEND.includes(service)) continue; // the gateway and the ingest hold no database connection
    const hpa = ofKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === d.metadata.name);
    const replicas = hpa ? hpa.spec.maxReplicas : d.spec.replicas;
    // A rolling update runs maxSurge extra pods (default 25%, rounded up) while old ones still hold their pools.
    const surgeSetting = d.spec.strategy?.rollingUpdate?.maxSurge ?? '25%';
    const surge = String(surgeSetting).endsWith('%') ? Math.ceil((replicas * parseInt(surgeSetting, 10)) / 100) : Number(surgeSetting);
    rows.push({ name: d.metadata.name, replicas, surge, connections: (replicas + surge) * perPod });
  }
  assert.deepEqual(rows.map((r) => r.name).sort(), [...BACKEND].sort());
  const [job] = ofKind('Job');
  const migrate = job.spec.template.spec.containers.length * perMigrator;
  const total = rows.reduce((sum, r) => sum + r.connections, 0) + migrate;
  // The server keeps superuser_reserved_connections (3) for itself; the rest leaves room for
  // operators (psql, npm run backup's pg_dump one database at a time) and monitoring.
  const maxConnections = Number(/max_connections=(\d+)/.exec(compose.services.postgres.command.join(' '))?.[1]);
  const reserved = 3;
  const operators = 10;
  assert.ok(total + reserved + operators <= maxConnections, `${total} connections (${JSON.stringify(rows)}, migrate ${migrate}) + ${reserved + operators} exceed max_connections ${maxConnections}`);
  // The table in docs/deploy.md says the same.
  const deployDoc = readFileSync(path.resolve(infra, '../docs/deploy.md'), 'utf8');
  assert.match(deployDoc, new RegExp(`\\*\\*sum\\*\\* \\| \\| \\| \\*\\*${total}\\*\\*`), `docs/deploy.md's table sums to ${total}`);
  assert.ok(deployDoc.includes(`max_connections=${maxConnections}`), 'docs/deploy.md names the setting');
  // Compose (replicas as deployed, the default pool of 10) fits too.
  const composePods = BACKEND.reduce((sum, name) => sum + (compose.services[name].deploy?.replicas ?? 1), 0);
  assert.ok(composePods * (10 + 1) + perMigrator + reserved + operators <= maxConnections);
});

test('the RTMP ingest calls streaming\'s live port', () => {
  const container = deployment('rtmp').spec.template.spec.containers.find((c) => c.name === 'rtmp');
  assert.equal(container.env.find((e) => e.name === 'CALLBACK_URL').value, 'http://streaming:3124');
});

// Issue 21: video scales past one ingest, the gateway and streaming scale out (docs/deploy.md, Scaling).
const hpaFor = (name) => ofKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name);
const cpuTarget = (hpa) => hpa.spec.metrics.find((m) => m.type === 'Resource' && m.resource.name === 'cpu')?.resource.target;

test('autoscaling: the gateway, streaming and the ingest each have an autoscaling/v2 HPA with at least 2 replicas and a gentle scale-down', () => {
  for (const name of ['gateway', 'streaming', 'rtmp']) {
    const hpa = hpaFor(name);
    assert.ok(hpa, `${name}: no HorizontalPodAutoscaler`);
    assert.equal(hpa.apiVersion, 'autoscaling/v2', `${name}: autoscaling/v2 (metrics and behavior)`);
    assert.doesNotThrow(() => new HorizontalPodAutoscaler(hpa).validate(), `${name}: a valid HPA v2`);
    assert.ok(hpa.spec.minReplicas >= 2 && hpa.spec.maxReplicas > hpa.spec.minReplicas, `${name}: 2 or more, room to grow`);
    assert.equal(cpuTarget(hpa)?.type, 'Utilization', `${name}: scales on CPU`);
    const container = deployment(name).spec.template.spec.containers[0];
    assert.ok(container.resources.requests.cpu, `${name}: a CPU request (Utilization is relative to it)`);
    // Removing a pod drops its sockets or encoders (they reconnect elsewhere): never many at once.
    assert.ok(hpa.spec.behavior?.scaleDown?.stabilizationWindowSeconds >= 300, `${name}: scale-down waits`);
    assert.ok(hpa.spec.behavior.scaleDown.policies?.length, `${name}: scale-down is rate-limited`);
  }
  // The PDBs let a node drain one pod at a time (the ingest's no longer blocks every drain).
  const pdb = ofKind('PodDisruptionBudget').find((p) => p.metadata.name === 'rtmp');
  assert.equal(pdb.spec.maxUnavailable, 1);
});

test('streaming scales on its live connections (a Pods metric prometheus-adapter makes from its /metrics) as well as CPU', async () => {
  const hpa = hpaFor('streaming');
  const pods = hpa.spec.metrics.find((m) => m.type === 'Pods');
  assert.ok(pods, 'a Pods metric');
  assert.equal(pods.pods.metric.name, 'cannaverse_live_connections');
  assert.equal(pods.pods.target.type, 'AverageValue');
  const perPod = Number(pods.pods.target.averageValue);
  // Below the alert (80 % of the 1,000 measured per replica), so pods are added before it fires.
  const alert = ofKind('PrometheusRule')[0].spec.groups.flatMap((g) => g.rules).find((r) => r.alert === 'CannaverseWebSocketsNearCapacity');
  const alertAt = Number(/> ([\d.]+) \* (\d+)/.exec(alert.expr).slice(1).reduce((a, b) => Number(a) * Number(b)));
  assert.ok(perPod > 0 && perPod < alertAt, `target ${perPod} per pod is below the alert's ${alertAt}`);
  // The adapter's rule turns exactly that gauge into that name, per pod and namespace.
  const values = yaml.load(readFileSync(path.join(k8sDir, 'prometheus-adapter/values.yaml'), 'utf8'));
  const rule = values.rules.custom.find((r) => r.name.as === pods.pods.metric.name);
  assert.ok(rule, `prometheus-adapter/values.yaml: a rule named ${pods.pods.metric.name}`);
  const series = /^(\w+)\{/.exec(rule.seriesQuery)[1];
  assert.match(series, new RegExp(rule.name.matches));
  assert.match(rule.seriesQuery, /purpose="live-channel"/);
  assert.deepEqual(rule.resources.overrides, { namespace: { resource: 'namespace' }, pod: { resource: 'pod' } });
  assert.deepEqual(lintPromQL(rule.metricsQuery.replaceAll('<<.Series>>', series).replaceAll('<<.LabelMatchers>>,', '').replaceAll('<<.GroupBy>>', 'pod'), new Set([series])), []);
  // …and the streaming pods export it: the platform's gauge, set by the live server with that purpose.
  const metrics = readFileSync(path.resolve(infra, '../libs/platform/src/observability/metrics.ts'), 'utf8');
  assert.ok(metrics.includes(`name: '${series}'`), `${series} is a platform metric`);
  const liveServer = readFileSync(path.resolve(infra, '../services/streaming/src/live-channel/live-server.ts'), 'utf8');
  assert.match(liveServer, /openWebSockets\.set\(\{ purpose: 'live-channel' \}/);
  // Draining hands viewers to the other (and new) pods: readiness drops the pod from the Service,
  // the preStop pause lets that happen, and the live server closes its sockets with 1012.
  const container = deployment('streaming').spec.template.spec.containers[0];
  assert.ok(container.readinessProbe && container.lifecycle.preStop);
  assert.match(liveServer, /beforeApplicationShutdown[\s\S]*LiveCloseCodes\.serviceRestart/);
});

test('the ingest scales out: any pod takes any stream, its HLS goes to the object store, the gateway serves /live from there', () => {
  const rtmp = deployment('rtmp').spec.template.spec;
  const nginx = rtmp.containers.find((c) => c.name === 'rtmp');
  const publisher = rtmp.containers.find((c) => c.name === 'hls-publisher');
  assert.ok(publisher, 'an hls-publisher sidecar');
  assert.match(publisher.image, /^registry\.example\/cannaverse:/);
  assert.deepEqual(publisher.command.slice(-1), ['services/streaming/dist/hls-publisher/main.js']);
  // It reads the folder nginx writes, from the same volume.
  const hlsMount = nginx.volumeMounts.find((m) => m.mountPath === '/var/hls');
  assert.equal(publisher.env.find((e) => e.name === 'LIVE_HLS_DIR').value, '/var/hls');
  assert.equal(publisher.volumeMounts.find((m) => m.mountPath === '/var/hls')?.name, hlsMount.name);
  // On disk, not memory: a memory emptyDir counted every segment against the pod's memory limit.
  const volume = rtmp.volumes.find((v) => v.name === hlsMount.name);
  assert.notEqual(volume.emptyDir.medium, 'Memory');
  // The bucket in the shared config (the gateway reads it too), credentials in the publisher's own Secret.
  const config = ofKind('ConfigMap').find((c) => c.metadata.name.startsWith('cannaverse-config-')).data;
  assert.match(config.LIVE_HLS_BUCKET, /^[a-z0-9.-]{3,}$/);
  assert.ok(config.S3_ENDPOINT);
  assert.ok(publisher.envFrom.some((e) => e.configMapRef) && deployment('gateway').spec.template.spec.containers[0].envFrom.some((e) => e.configMapRef));
  const secretName = publisher.envFrom.find((e) => e.secretRef).secretRef.name;
  assert.deepEqual(Object.keys(secretTemplate.find((s) => s.metadata.name === secretName).stringData).sort(), ['S3_ACCESS_KEY', 'S3_SECRET_KEY']);
  assert.ok(!nginx.envFrom.some((e) => e.secretRef?.name === secretName), 'nginx never sees the store\'s key');
  // The publisher's own probes (the test above checks every container has them).
  assert.equal(publisher.readinessProbe.httpGet.path, '/health');
  assert.equal(publisher.livenessProbe.httpGet.path, '/livez');
  // No per-stream routing: one LoadBalancer for RTMP, no HLS Service on the ingest any more.
  assert.ok(!ofKind('Service').some((s) => s.metadata.name === 'rtmp-hls'), 'viewers never reach an ingest pod');
  const policy = ofKind('NetworkPolicy').find((p) => p.metadata.name === 'rtmp');
  assert.ok(policy.spec.egress.some((rule) => rule.ports?.some((p) => p.port === 9000)), 'the publisher reaches the object store');
  assert.ok(!policy.spec.ingress.some((rule) => rule.ports?.some((p) => p.port === 8080)), 'nothing outside reaches nginx\'s HTTP port');
});

test('the NATS authorization file matches the permissions table (scripts/render-nats-authorization.mjs)', async () => {
  const { natsAuthorizationText, NATS_AUTHORIZATION_FILE } = await import('../../scripts/render-nats-authorization.mjs');
  assert.equal(readFileSync(NATS_AUTHORIZATION_FILE, 'utf8'), natsAuthorizationText(), 'run node scripts/render-nats-authorization.mjs');
  const nats = spawnSync('nats-server', ['--version'], { encoding: 'utf8' });
  if (nats.status !== 0) return;
  // nats-server itself accepts the compose configuration with the passwords in its environment.
  const passwords = Object.fromEntries(['GATEWAY', 'IDENTITY', 'SOCIAL', 'CONTENT', 'STREAMING', 'MODERATION', 'NOTIFICATIONS', 'OPS', 'OPS_RENDITIONS', 'OPS_EVENTS'].map((u) => [`${u}_NATS_PASSWORD`, `pw-${u}`]));
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

test('docker-compose.yml refuses to start without each password (no silent default)', () => {
  for (const variable of ['POSTGRES_PASSWORD', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD', 'SESSION_SECRET', 'GATEWAY_NATS_PASSWORD']) {
    for (const value of [undefined, '']) {
      const env = { ...composeEnv, [variable]: value };
      if (value === undefined) delete env[variable];
      const result = spawnSync('docker-compose', ['-f', path.join(infra, 'docker-compose.yml'), 'config'], { encoding: 'utf8', env });
      assert.notEqual(result.status, 0, `compose started without ${variable}`);
      assert.match(result.stderr, /Missing mandatory value/, `compose refuses without ${variable}`);
      assert.match(result.stderr, new RegExp(`\\$\\{${variable}:\\?set `), `compose names ${variable} and what to set`);
    }
  }
  assert.ok(!/:-(cannaverse|cannaverse-secret)\}/.test(JSON.stringify(compose)), 'no default password is rendered');
});

test('docker-compose.yml publishes no port that serves /metrics', () => {
  assert.ok(compose, `docker-compose config failed: ${composeConfig.stderr}`);
  for (const [name, service] of Object.entries(compose.services)) {
    const published = (service.ports ?? []).map((port) => Number(typeof port === 'object' ? port.target : String(port).split(':').pop()));
    const environment = service.environment ?? {};
    // A health port serves /metrics, the gateway's too (its HTTP port answers 404 for /metrics).
    if (name === 'gateway') assert.ok(environment.HEALTH_PORT && Number(environment.HEALTH_PORT) !== Number(environment.PORT), 'gateway: HEALTH_PORT, apart from the HTTP port');
    for (const key of ['HEALTH_PORT']) {
      if (environment[key]) assert.ok(!published.includes(Number(environment[key])), `${name}: ${key} ${environment[key]} is published`);
    }
  }
  assert.deepEqual(Object.entries(compose.services).filter(([, s]) => s.ports?.length).map(([name]) => name).sort(), ['gateway', 'rtmp'], 'only the site and the RTMP ingest are published');
});
