// Structural checks for the custom resources kubernetes-models has no types for, written from their
// documented schemas: Gateway API v1 (gateway.networking.k8s.io, standard channel: Gateway,
// HTTPRoute), cert-manager.io/v1 Certificate
// (gateway.envoyproxy.io/v1alpha1) and the Prometheus Operator's PrometheusRule
// (monitoring.coreos.com/v1). Each validator returns the problems it found (empty: valid).

/** Gateway API's Duration (GEP-2257): e.g. 30s, 1h30m, 0s; at most four parts. */
const GATEWAY_DURATION = /^([0-9]{1,5}(h|m|s|ms)){1,4}$/;
/** Prometheus's duration (rule `for`, group `interval`). */
const PROMETHEUS_DURATION = /^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$/;
const HOSTNAME = /^(\*\.)?[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isPort = (value) => Number.isInteger(value) && value >= 1 && value <= 65535;
const stringMap = (value) => value === undefined || (isObject(value) && Object.values(value).every((v) => typeof v === 'string'));

/** Milliseconds of a Gateway API duration. */
export function gatewayDurationMs(duration) {
  let total = 0;
  for (const [, amount, unit] of duration.matchAll(/([0-9]+)(h|ms|m|s)/g)) total += Number(amount) * { h: 3_600_000, m: 60_000, s: 1000, ms: 1 }[unit];
  return total;
}

/** Only the keys the schema knows (the API server prunes or, with strict validation, refuses others). */
function onlyKeys(problems, where, value, allowed) {
  for (const key of Object.keys(value ?? {})) if (!allowed.includes(key)) problems.push(`${where}: unknown field ${key}`);
}

function checkMetadata(problems, doc) {
  if (!isObject(doc.metadata) || typeof doc.metadata.name !== 'string' || !DNS_LABEL.test(doc.metadata.name)) problems.push('metadata.name must be a DNS label');
}

function checkParentRef(problems, where, ref) {
  onlyKeys(problems, where, ref, ['group', 'kind', 'namespace', 'name', 'sectionName', 'port']);
  if (typeof ref?.name !== 'string' || !ref.name) problems.push(`${where}.name is required`);
  if (ref?.port !== undefined && !isPort(ref.port)) problems.push(`${where}.port must be 1-65535`);
}

function checkBackendRef(problems, where, ref) {
  onlyKeys(problems, where, ref, ['group', 'kind', 'name', 'namespace', 'port', 'weight', 'filters']);
  if (typeof ref?.name !== 'string' || !ref.name) problems.push(`${where}.name is required`);
  // A Service backend (the default kind) needs its port.
  if ((ref?.kind ?? 'Service') === 'Service' && !isPort(ref?.port)) problems.push(`${where}.port is required for a Service and must be 1-65535`);
  if (ref?.weight !== undefined && !(Number.isInteger(ref.weight) && ref.weight >= 0 && ref.weight <= 1_000_000)) problems.push(`${where}.weight must be 0-1000000`);
}

const FILTER_TYPES = ['RequestHeaderModifier', 'ResponseHeaderModifier', 'RequestMirror', 'RequestRedirect', 'URLRewrite', 'ExtensionRef'];

/** gateway.networking.k8s.io/v1 HTTPRoute. */
export function validateHTTPRoute(doc) {
  const problems = [];
  if (doc.apiVersion !== 'gateway.networking.k8s.io/v1') problems.push(`apiVersion ${doc.apiVersion}`);
  checkMetadata(problems, doc);
  const spec = doc.spec;
  if (!isObject(spec)) return [...problems, 'spec is required'];
  onlyKeys(problems, 'spec', spec, ['parentRefs', 'hostnames', 'rules']);
  if (!Array.isArray(spec.parentRefs) || spec.parentRefs.length < 1 || spec.parentRefs.length > 32) problems.push('spec.parentRefs: 1-32 entries');
  (spec.parentRefs ?? []).forEach((ref, i) => checkParentRef(problems, `spec.parentRefs[${i}]`, ref));
  if (spec.hostnames !== undefined && (!Array.isArray(spec.hostnames) || spec.hostnames.length > 16 || !spec.hostnames.every((h) => HOSTNAME.test(h)))) problems.push('spec.hostnames: at most 16 hostnames');
  if (!Array.isArray(spec.rules) || spec.rules.length < 1 || spec.rules.length > 16) problems.push('spec.rules: 1-16 entries');
  (spec.rules ?? []).forEach((rule, i) => {
    const where = `spec.rules[${i}]`;
    onlyKeys(problems, where, rule, ['name', 'matches', 'filters', 'backendRefs', 'timeouts', 'retry', 'sessionPersistence']);
    if (rule.matches !== undefined && (!Array.isArray(rule.matches) || rule.matches.length > 64)) problems.push(`${where}.matches: at most 64`);
    (rule.matches ?? []).forEach((match, j) => {
      onlyKeys(problems, `${where}.matches[${j}]`, match, ['path', 'headers', 'queryParams', 'method']);
      const { path } = match;
      if (path === undefined) return;
      if (!['Exact', 'PathPrefix', 'RegularExpression'].includes(path.type ?? 'PathPrefix')) problems.push(`${where}.matches[${j}].path.type ${path.type}`);
      if (typeof path.value !== 'string' || !path.value.startsWith('/') || path.value.length > 1024) problems.push(`${where}.matches[${j}].path.value must start with /`);
      if (path.type !== 'RegularExpression' && /\/\/|\/\.\.?(\/|$)|[#?]/.test(path.value ?? '')) problems.push(`${where}.matches[${j}].path.value is not a clean path`);
    });
    (rule.filters ?? []).forEach((filter, j) => {
      if (!FILTER_TYPES.includes(filter.type)) problems.push(`${where}.filters[${j}].type ${filter.type}`);
      if (filter.type === 'RequestRedirect') {
        const redirect = filter.requestRedirect;
        if (!isObject(redirect)) problems.push(`${where}.filters[${j}].requestRedirect is required for its type`);
        if (redirect?.scheme !== undefined && !['http', 'https'].includes(redirect.scheme)) problems.push(`${where}.filters[${j}] scheme`);
        if (redirect?.statusCode !== undefined && ![301, 302, 303, 307, 308].includes(redirect.statusCode)) problems.push(`${where}.filters[${j}] statusCode`);
      }
    });
    if (rule.backendRefs !== undefined && (!Array.isArray(rule.backendRefs) || rule.backendRefs.length > 16)) problems.push(`${where}.backendRefs: at most 16`);
    (rule.backendRefs ?? []).forEach((ref, j) => checkBackendRef(problems, `${where}.backendRefs[${j}]`, ref));
    if (!rule.backendRefs?.length && !(rule.filters ?? []).some((f) => f.type === 'RequestRedirect')) problems.push(`${where}: neither a backend nor a redirect`);
    if (rule.timeouts !== undefined) {
      onlyKeys(problems, `${where}.timeouts`, rule.timeouts, ['request', 'backendRequest']);
      for (const key of ['request', 'backendRequest']) {
        const value = rule.timeouts[key];
        if (value !== undefined && (typeof value !== 'string' || !GATEWAY_DURATION.test(value))) problems.push(`${where}.timeouts.${key} "${value}" is not a Gateway API duration`);
      }
      // CEL rule of the CRD: backendRequest must not exceed a non-zero request timeout.
      const { request, backendRequest } = rule.timeouts;
      if (request && backendRequest && gatewayDurationMs(request) !== 0 && gatewayDurationMs(backendRequest) > gatewayDurationMs(request)) problems.push(`${where}: backendRequest exceeds request`);
    }
  });
  return problems;
}

/** gateway.networking.k8s.io/v1 Gateway. */
export function validateGateway(doc) {
  const problems = [];
  if (doc.apiVersion !== 'gateway.networking.k8s.io/v1') problems.push(`apiVersion ${doc.apiVersion}`);
  checkMetadata(problems, doc);
  const spec = doc.spec ?? {};
  onlyKeys(problems, 'spec', spec, ['gatewayClassName', 'listeners', 'addresses', 'infrastructure', 'backendTLS']);
  if (typeof spec.gatewayClassName !== 'string' || !spec.gatewayClassName) problems.push('spec.gatewayClassName is required');
  if (!Array.isArray(spec.listeners) || spec.listeners.length < 1 || spec.listeners.length > 64) problems.push('spec.listeners: 1-64 entries');
  const names = new Set();
  for (const [i, listener] of (spec.listeners ?? []).entries()) {
    const where = `spec.listeners[${i}]`;
    onlyKeys(problems, where, listener, ['name', 'hostname', 'port', 'protocol', 'tls', 'allowedRoutes']);
    if (!DNS_LABEL.test(listener.name ?? '') || names.has(listener.name)) problems.push(`${where}.name must be a unique DNS label`);
    names.add(listener.name);
    if (!isPort(listener.port)) problems.push(`${where}.port must be 1-65535`);
    if (!['HTTP', 'HTTPS', 'TLS', 'TCP', 'UDP'].includes(listener.protocol)) problems.push(`${where}.protocol ${listener.protocol}`);
    if (listener.hostname !== undefined && !HOSTNAME.test(listener.hostname)) problems.push(`${where}.hostname`);
    if (listener.protocol === 'HTTPS') {
      // CEL rules of the CRD: HTTPS needs tls; Terminate (the default) needs certificateRefs.
      if (!isObject(listener.tls)) problems.push(`${where}: an HTTPS listener needs tls`);
      else if ((listener.tls.mode ?? 'Terminate') === 'Terminate' && !listener.tls.certificateRefs?.length) problems.push(`${where}: tls Terminate needs certificateRefs`);
    }
    if (listener.protocol === 'HTTP' && listener.tls !== undefined) problems.push(`${where}: an HTTP listener takes no tls`);
    for (const ref of listener.tls?.certificateRefs ?? []) if (!ref.name) problems.push(`${where}: a certificateRef needs a name`);
  }
  return problems;
}

/** cert-manager.io/v1 Certificate. */
export function validateCertificate(doc) {
  const problems = [];
  if (doc.apiVersion !== 'cert-manager.io/v1') problems.push(`apiVersion ${doc.apiVersion}`);
  checkMetadata(problems, doc);
  const spec = doc.spec ?? {};
  if (typeof spec.secretName !== 'string' || !spec.secretName) problems.push('spec.secretName is required');
  if (typeof spec.issuerRef?.name !== 'string') problems.push('spec.issuerRef.name is required');
  if (spec.issuerRef?.kind !== undefined && !['Issuer', 'ClusterIssuer'].includes(spec.issuerRef.kind)) problems.push(`spec.issuerRef.kind ${spec.issuerRef.kind}`);
  if (!(spec.dnsNames?.length || spec.commonName || spec.ipAddresses?.length || spec.uris?.length || spec.emailAddresses?.length)) problems.push('a Certificate needs at least one identity (dnsNames, ...)');
  if (spec.dnsNames !== undefined && !spec.dnsNames.every((name) => HOSTNAME.test(name))) problems.push('spec.dnsNames');
  return problems;
}

/** monitoring.coreos.com/v1 PrometheusRule. */
export function validatePrometheusRule(doc) {
  const problems = [];
  if (doc.apiVersion !== 'monitoring.coreos.com/v1') problems.push(`apiVersion ${doc.apiVersion}`);
  checkMetadata(problems, doc);
  const groups = doc.spec?.groups;
  if (!Array.isArray(groups) || groups.length === 0) return [...problems, 'spec.groups is required'];
  const groupNames = new Set();
  for (const [i, group] of groups.entries()) {
    const where = `spec.groups[${i}]`;
    onlyKeys(problems, where, group, ['name', 'interval', 'rules', 'partial_response_strategy', 'limit', 'query_offset', 'labels']);
    if (typeof group.name !== 'string' || !group.name || groupNames.has(group.name)) problems.push(`${where}.name must be a unique, non-empty string`);
    groupNames.add(group.name);
    if (group.interval !== undefined && !PROMETHEUS_DURATION.test(group.interval)) problems.push(`${where}.interval`);
    if (!Array.isArray(group.rules) || group.rules.length === 0) problems.push(`${where}.rules is required`);
    for (const [j, rule] of (group.rules ?? []).entries()) {
      const at = `${where}.rules[${j}] ${rule.alert ?? rule.record ?? ''}`;
      onlyKeys(problems, at, rule, ['alert', 'record', 'expr', 'for', 'keep_firing_for', 'labels', 'annotations']);
      if ((rule.alert === undefined) === (rule.record === undefined)) problems.push(`${at}: exactly one of alert and record`);
      if (rule.alert !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(rule.alert)) problems.push(`${at}: alert name`);
      if (rule.record !== undefined && (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(rule.record) || rule.for || rule.annotations)) problems.push(`${at}: a recording rule takes a metric name and no for/annotations`);
      if ((typeof rule.expr !== 'string' && typeof rule.expr !== 'number') || String(rule.expr).trim() === '') problems.push(`${at}: expr is required`);
      for (const key of ['for', 'keep_firing_for']) if (rule[key] !== undefined && !PROMETHEUS_DURATION.test(rule[key])) problems.push(`${at}: ${key} "${rule[key]}"`);
      if (!stringMap(rule.labels) || !stringMap(rule.annotations)) problems.push(`${at}: labels and annotations map strings to strings`);
      for (const key of Object.keys(rule.labels ?? {})) if (!/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(key)) problems.push(`${at}: label ${key}`);
    }
  }
  return problems;
}

export const CRD_VALIDATORS = {
  Gateway: validateGateway,
  HTTPRoute: validateHTTPRoute,
  Certificate: validateCertificate,
  PrometheusRule: validatePrometheusRule,
};

/**
 * A light PromQL lint (no PromQL parser on npm that we install): brackets and quotes balance, every
 * range selector has a duration, and every metric named is one the processes export or one of the
 * `external` ones (kube-state-metrics, prom-client's process metrics).
 */
export function lintPromQL(expr, knownMetrics) {
  const problems = [];
  const withoutStrings = expr.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  if ((expr.match(/"/g) ?? []).length % 2) problems.push('unbalanced quotes');
  const pairs = { ')': '(', ']': '[', '}': '{' };
  const stack = [];
  for (const char of withoutStrings) {
    if ('([{'.includes(char)) stack.push(char);
    else if (char in pairs && stack.pop() !== pairs[char]) problems.push(`unbalanced ${char}`);
  }
  if (stack.length) problems.push(`unclosed ${stack.join('')}`);
  for (const [, range] of withoutStrings.matchAll(/\[([^\]]*)\]/g)) if (!PROMETHEUS_DURATION.test(range) || range === '0') problems.push(`range [${range}]`);
  // Words outside label matchers and strings that look like metric names.
  const outsideMatchers = withoutStrings.replace(/\{[^}]*\}/g, '{}').replace(/\[[^\]]*\]/g, '[]');
  const KEYWORDS = new Set(['sum', 'max', 'min', 'avg', 'count', 'by', 'without', 'rate', 'increase', 'irate', 'histogram_quantile', 'or', 'and', 'unless', 'on', 'ignoring', 'vector', 'bool', 'group_left', 'group_right', 'abs', 'clamp_min', 'topk', 'offset', 'le']);
  const labelLists = [...outsideMatchers.matchAll(/\b(?:by|without|on|ignoring)\s*\(([^)]*)\)/g)].flatMap((m) => m[1].split(',').map((s) => s.trim()));
  for (const [word] of outsideMatchers.matchAll(/\b[a-zA-Z_:][a-zA-Z0-9_:]*\b/g)) {
    if (KEYWORDS.has(word) || labelLists.includes(word) || /^\d/.test(word)) continue;
    if (!knownMetrics.has(word)) problems.push(`unknown metric ${word}`);
  }
  return problems;
}
