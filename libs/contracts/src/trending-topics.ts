/**
 * Trending topics (`GET /api/topics/trending`, social's `trending-topics` feature), and the
 * catalogue of hashtags they are topped up from. The catalogue is shared data: the service ranks
 * with it and the demo seed writes posts with its tags, so both speak the same hashtags.
 */

export type TopicCategory = 'strains' | 'growing' | 'consumption' | 'medical' | 'science' | 'culture';

/** One of the 8 trending topics; the first 3 are highlighted. */
export interface TrendingTopicDto {
  /** Without '#': the link is /community/discussions?topic={name}. */
  name: string;
  category: TopicCategory | 'community';
  score: number;
  /** Posts in the recent window that used the hashtag. */
  postCount: number;
  highlighted: boolean;
}

export interface CatalogueTopic {
  /** Without '#', as linked: /community/discussions?topic={name}. */
  name: string;
  category: TopicCategory;
}

const topics = (category: TopicCategory, names: string[]): CatalogueTopic[] => names.map((name) => ({ name, category }));

/**
 * Our own catalogue of hashtags (spec: about 80, six categories). It tops the trending list up
 * when members have not used enough hashtags lately, and names the category of those they did.
 */
export const TOPIC_CATALOGUE: readonly CatalogueTopic[] = [
  ...topics('strains', [
    'IndicaNights', 'SativaDays', 'HybridLife', 'StrainReview', 'TerpeneProfile', 'Landrace', 'HeirloomGenetics',
    'PhenoHunt', 'CupWinner', 'OGKush', 'Haze', 'Diesel', 'Cookies', 'PurpleStrains',
  ]),
  ...topics('growing', [
    'GrowDiary', 'HomeGrow', 'IndoorGrow', 'OutdoorGrow', 'LivingSoil', 'Hydroponics', 'LSTTraining', 'Topping',
    'ScrOG', 'Flowering', 'HarvestTime', 'CuringJars', 'Seedlings', 'CloneCare', 'OrganicGrowing',
  ]),
  ...topics('consumption', [
    'Edibles', 'Vaping', 'Dabbing', 'Prerolls', 'GlassArt', 'Microdosing', 'Tinctures', 'Rosin', 'Infusions',
    'Pairings', 'MindfulUse', 'DoseLow', 'Beverages',
  ]),
  ...topics('medical', [
    'CBD', 'MedicalCannabis', 'PainRelief', 'SleepBetter', 'AnxietyRelief', 'Wellness', 'CBN', 'PatientStories',
    'Epilepsy', 'AppetiteSupport', 'ChronicIllness', 'HarmReduction', 'Recovery',
  ]),
  ...topics('science', [
    'Terpenes', 'Cannabinoids', 'EndocannabinoidSystem', 'EntourageEffect', 'LabTested', 'THCV', 'Genetics',
    'PlantScience', 'Research', 'Myrcene', 'Limonene', 'Caryophyllene',
  ]),
  ...topics('culture', [
    'FourTwenty', 'Legalization', 'CannabisCommunity', 'StonerArt', 'ChillVibes', 'SessionMusic', 'Munchies',
    'CannabisHistory', 'SocialEquity', 'Cannaverse', 'WeekendSesh', 'CannabisCooking', 'GreenTravel',
  ]),
];

const byLowerName = new Map(TOPIC_CATALOGUE.map((topic) => [topic.name.toLowerCase(), topic]));

/** Hashtags compare case-insensitively (#growdiary is #GrowDiary). */
export const catalogueTopic = (name: string): CatalogueTopic | undefined => byLowerName.get(name.toLowerCase());
