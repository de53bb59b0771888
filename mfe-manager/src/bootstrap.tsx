import { mountStandalone } from '@chargevalet/platform';
import App from './App';

// Standalone mode for the team that owns this remote (the shell mounts App itself).
mountStandalone(App);
