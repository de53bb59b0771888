// The remote's server entry: what the shell's build renders in Node for the wizard's first step (shell/src/server).
// The same App the remote exposes to the browser (./App), so the markup is what the browser hydrates.
export { default } from './App';
