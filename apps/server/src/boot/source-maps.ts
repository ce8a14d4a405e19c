import module, { type SourceMapsSupport } from 'node:module';

/**
 * Stack traces name this project's TypeScript sources; libraries' maps are not read. Node keeps
 * every map it reads for the process's life, and the libraries' maps (with their sources inside)
 * were most of what the maps held: what a full collection marks for no use in a trace.
 */
export const OWN_SOURCE_MAPS: SourceMapsSupport = Object.freeze({ enabled: true, nodeModules: false, generatedCode: false });

/**
 * The support to set, given the one the process has: this project's maps, unless the operator
 * already turned maps on (`--enable-source-maps` in NODE_OPTIONS, to see libraries' sources too),
 * or tsx did (it maps the sources it compiles itself).
 */
export function sourceMapsToSet(current: SourceMapsSupport): SourceMapsSupport | undefined {
  return current.enabled ? undefined : OWN_SOURCE_MAPS;
}

/**
 * Turns on the maps of this project's own code for this thread (each worker thread has its own
 * support). Only modules loaded after the call have their maps read, so an entry calls it first
 * and loads the rest of its code with `import()`.
 */
export function keepOwnSourceMaps(): void {
  const support = sourceMapsToSet(module.getSourceMapsSupport());
  if (support) module.setSourceMapsSupport(support.enabled, { nodeModules: support.nodeModules, generatedCode: support.generatedCode });
}
