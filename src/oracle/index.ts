export { TEXT_CAP } from './claude-code/predict-effect.js';
export { predictEffect } from './predict.js';
export { AGENTS, predictAgentEffect, type AgentPrediction } from './agents.js';
export { AGENT_IDS, isAgentId, type AgentId, type AgentOracle, type OracleBasis } from './agent-oracle.js';
export { EFFECT_KINDS, isBlocking, isObservable, type Effect, type EffectKind, type NoteCode, type ProtocolNote } from './effect.js';
export { readStdout, type StdoutReading } from './read-stdout.js';
export { describeOracleBasis } from './oracle-basis.js';
export { predictFacts, type PredictedFacts } from './claude-code/predict-facts.js';
