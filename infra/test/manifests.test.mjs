// Validates the Kubernetes manifests against the API schemas (kubernetes-models) and checks
// the wiring a typo would break; validates docker-compose.yml with docker-compose when installed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
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

const infra = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const k8sDir = path.join(infra, 'k8s');
const MODELS = { Deployment, Service, ConfigMap, Secret, Namespace, Ingress, HorizontalPodAutoscaler, NetworkPolicy };
const SERVICES = ['gateway', 'identity', 'social', 'content', 'streaming', 'moderation'];

const docs = readdirSync(k8sDir)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) => yaml.loadAll(readFileSync(path.join(k8sDir, file), 'utf8')).filter(Boolean).map((doc) => ({ file, doc })));
const ofKind = (kind) => docs.filter(({ doc }) => doc.kind === kind).map(({ doc }) => doc);

test('every manifest is valid against the Kubernetes API schema', () => {
  assert.ok(docs.length >= 15, `expected the full set of manifests, found ${docs.length}`);
  for (const { file, doc } of docs) {
    const Model = MODELS[doc.kind];
    assert.ok(Model, `${file}: no schema for kind ${doc.kind}`);
    assert.doesNotThrow(() => new Model(doc).validate(), `${file}: ${doc.kind} ${doc.metadata?.name} is invalid`);
  }
});

test('each service has a Deployment with probes and limits, and a Service selecting its pods', () => {
  for (const name of SERVICES) {
    const deployment = ofKind('Deployment').find((d) => d.metadata.name === name);
    assert.ok(deployment, `no Deployment for ${name}`);
    const labels = deployment.spec.template.metadata.labels;
    assert.deepEqual(deployment.spec.selector.matchLabels, labels);
    for (const container of deployment.spec.template.spec.containers) {
      assert.ok(container.readinessProbe && container.livenessProbe, `${name}: probes missing`);
      assert.ok(container.resources?.limits?.cpu && container.resources?.limits?.memory, `${name}: limits missing`);
      assert.ok(container.envFrom.some((e) => e.configMapRef?.name === 'cannaverse-config'), `${name}: config not mounted`);
    }
    const service = ofKind('Service').find((s) => s.metadata.name === name);
    assert.ok(service, `no Service for ${name}`);
    for (const [key, value] of Object.entries(service.spec.selector)) assert.equal(labels[key], value, `${name}: Service selector does not match pods`);
  }
});

test('every Deployment is annotated for Prometheus on a port its container exposes; TRUST_PROXY is a hop count', () => {
  for (const name of SERVICES) {
    const template = ofKind('Deployment').find((d) => d.metadata.name === name).spec.template;
    const annotations = template.metadata.annotations ?? {};
    assert.equal(annotations['prometheus.io/scrape'], 'true', `${name}: not annotated for scraping`);
    assert.equal(annotations['prometheus.io/path'], '/metrics');
    const ports = template.spec.containers.flatMap((c) => c.ports.map((p) => String(p.containerPort)));
    assert.ok(ports.includes(annotations['prometheus.io/port']), `${name}: scrape port ${annotations['prometheus.io/port']} is not a container port`);
  }
  const [config] = ofKind('ConfigMap');
  assert.match(config.data.TRUST_PROXY, /^\d+$/, 'TRUST_PROXY must be a hop count (true lets clients choose their IP)');
});

test('the Ingress sends /api, /media and /ws to the gateway', () => {
  const [ingress] = ofKind('Ingress');
  const paths = ingress.spec.rules.flatMap((rule) => rule.http.paths);
  for (const prefix of ['/api', '/media', '/ws']) {
    const route = paths.find((p) => p.path === prefix);
    assert.ok(route, `no route for ${prefix}`);
    assert.equal(route.backend.service.name, 'gateway');
    assert.equal(route.backend.service.port.number, 3000);
  }
});

test('the RTMP ingest reaches only streaming\'s live port, and /live is served from it', () => {
  const ingest = ofKind('Deployment').find((d) => d.metadata.name === 'rtmp');
  assert.ok(ingest, 'no Deployment for the RTMP ingest');
  const [container] = ingest.spec.template.spec.containers;
  assert.equal(container.env.find((e) => e.name === 'CALLBACK_URL').value, 'http://streaming:3124');
  const streamingService = ofKind('Service').find((s) => s.metadata.name === 'streaming');
  assert.ok(streamingService.spec.ports.some((p) => p.port === 3124), 'streaming exposes its live port');
  const [ingress] = ofKind('Ingress');
  const live = ingress.spec.rules.flatMap((rule) => rule.http.paths).find((p) => p.path === '/live');
  assert.equal(live.backend.service.name, 'rtmp-hls');
  const [policy] = ofKind('NetworkPolicy');
  assert.deepEqual(policy.spec.ingress[0].ports, [{ protocol: 'TCP', port: 3124 }]);
});

test('streaming scales horizontally', () => {
  const [hpa] = ofKind('HorizontalPodAutoscaler');
  assert.equal(hpa.spec.scaleTargetRef.kind, 'Deployment');
  assert.equal(hpa.spec.scaleTargetRef.name, 'streaming');
  assert.ok(hpa.spec.maxReplicas > hpa.spec.minReplicas);
});

test('kustomization lists every manifest but the secret', () => {
  const kustomization = yaml.load(readFileSync(path.join(k8sDir, 'kustomization.yaml'), 'utf8'));
  const files = readdirSync(k8sDir).filter((f) => f.endsWith('.yaml') && !['kustomization.yaml', 'secret.template.yaml'].includes(f));
  assert.deepEqual([...kustomization.resources].sort(), files.sort());
});

test('docker-compose.yml is valid and every long-running service has a health check', (t) => {
  const compose = yaml.load(readFileSync(path.join(infra, 'docker-compose.yml'), 'utf8'));
  for (const [name, service] of Object.entries(compose.services)) {
    if (name === 'minio-bucket') continue; // a one-shot job
    assert.ok(service.healthcheck, `${name} has no healthcheck`);
  }
  const which = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  if (which.status !== 0) {
    t.skip('docker-compose is not installed (apt-get install docker-compose) — schema check skipped');
    return;
  }
  const result = spawnSync('docker-compose', ['-f', path.join(infra, 'docker-compose.yml'), 'config', '-q'], {
    encoding: 'utf8', env: { ...process.env, SESSION_SECRET: 'x'.repeat(40), LIVE_CHANNEL_SECRET: 'l'.repeat(40), INGEST_CALLBACK_SECRET: 'i'.repeat(40) },
  });
  assert.equal(result.status, 0, result.stderr);
});
