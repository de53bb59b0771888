declare const __CV_APP__: string;
