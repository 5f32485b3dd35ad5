export { TEXT_CAP } from './claude-code/predict-effect.js';
export { predictEffect } from './predict.js';
export { AGENTS, predictAgentEffect, type AgentPrediction } from './index.js';
export { type AgentOracle, type OracleBasis } from '../oracle/agent-oracle.js';
export { AGENT_IDS, isAgentId, type AgentId } from './index.js';
export { EFFECT_KINDS, isBlocking, isObservable, type Effect, type EffectKind, type NoteCode, type ProtocolNote } from '../oracle/effect.js';
export { readStdout, type StdoutReading } from '../oracle/read-stdout.js';
export { describeOracleBasis } from './oracle-basis.js';
export { predictFacts, type PredictedFacts } from './claude-code/predict-facts.js';
