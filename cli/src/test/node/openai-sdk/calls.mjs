// Calls the gateway the way applications do, through the official OpenAI Node SDK, and prints what each call
// observed as one JSON object on stdout. The assertions are in the Java test that runs this (OpenAiSdkTest).
// Usage: node calls.mjs BASE_URL MODELS_JSON, where MODELS_JSON names the models to use:
//   {"chat","adapter","embedding","transcription","coldStart","heldAtZero","unknown"}
import OpenAI, { toFile } from 'openai';

if (!globalThis.File) {
  // Node 18 (Debian 12's) has File only in node:buffer; the SDK's uploads want the global.
  globalThis.File = (await import('node:buffer')).File;
}

const [baseURL, modelsJson] = process.argv.slice(2);
const models = JSON.parse(modelsJson);
let requests = 0;
const client = new OpenAI({
  baseURL,
  apiKey: 'not-checked',
  maxRetries: 2,
  fetch: (url, init) => {
    // The SDK also fetches 'data:,' once, to probe its FormData support: count only the gateway's.
    if (String(url).startsWith(baseURL)) requests++;
    return fetch(url, init);
  },
});
const user = (content) => [{ role: 'user', content }];

/** What one call observed: its result, or the SDK's error as the SDK parsed it, and the HTTP requests it took. */
async function observe(call) {
  const before = requests;
  try {
    return { ...(await call()), requests: requests - before };
  } catch (e) {
    return {
      error: {
        class: e.constructor.name,
        status: e.status ?? null,
        type: e.type ?? null,
        code: e.code ?? null,
        param: e.param ?? null,
        message: e.message,
        requestId: e.requestID ?? null,
      },
      requests: requests - before,
    };
  }
}

const observed = {};
observed.models = await observe(async () => ({ ids: (await client.models.list()).data.map((m) => m.id) }));
observed.chat = await observe(async () => {
  const answer = await client.chat.completions.create({ model: models.chat, messages: user('hi'), max_tokens: 4 });
  return {
    id: answer.id,
    content: answer.choices[0].message.content,
    usage: answer.usage,
    requestId: answer._request_id,
  };
});
observed.stream = await observe(async () => {
  const stream = await client.chat.completions.create({
    model: models.chat,
    messages: user('hi'),
    max_tokens: 5,
    stream: true,
    stream_options: { include_usage: true },
  });
  let chunks = 0;
  let content = '';
  let usage = null;
  for await (const chunk of stream) {
    chunks++;
    content += chunk.choices[0]?.delta?.content ?? '';
    usage = chunk.usage ?? usage;
  }
  return { chunks, content, usage };
});
observed.adapterCompletion = await observe(async () => {
  const answer = await client.completions.create({ model: models.adapter, prompt: 'SELECT', max_tokens: 3 });
  return { text: answer.choices[0].text, finishReason: answer.choices[0].finish_reason };
});
observed.embeddings = await observe(async () => {
  const answer = await client.embeddings.create({ model: models.embedding, input: ['hello', 'world'] });
  return { count: answer.data.length, dimensions: answer.data.map((d) => d.embedding.length) };
});
observed.transcription = await observe(async () => {
  const file = await toFile(Buffer.from('RIFF\0\0\0\0WAVEfmt '), 'speech.wav', { type: 'audio/wav' });
  const answer = await client.audio.transcriptions.create({ model: models.transcription, file });
  return { text: answer.text };
});
observed.coldStart = await observe(async () => {
  const answer = await client.chat.completions.create({ model: models.coldStart, messages: user('wake up') });
  return { content: answer.choices[0].message.content };
});
observed.unknownModel = await observe(() =>
  client.chat.completions.create({ model: models.unknown, messages: user('hi') }),
);
observed.heldAtZero = await observe(() =>
  client.chat.completions.create({ model: models.heldAtZero, messages: user('hi') }),
);
observed.abortedStream = await observe(async () => {
  const abort = new AbortController();
  const stream = await client.chat.completions.create(
    { model: models.chat, messages: user('hi'), max_tokens: 2000, stream: true },
    { signal: abort.signal },
  );
  let chunks = 0;
  for await (const _ of stream) {
    if (++chunks === 3) abort.abort();
  }
  return { chunks };
});
console.log(JSON.stringify(observed));
