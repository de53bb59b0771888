// Async boundary: Module Federation negotiates the shared singletons before the app's code runs.
import('./bootstrap');
