#include "nlb_timeline.h"

#include "link_timeline.h"
#include "nlb_module.h"

namespace modules {

namespace {

const LinkTimelineFace<NlbLinkTraits> kNlbFace{
    [](nlb::Game g, const NlbMatch& m) {
      return wrapNlb(std::move(g), NlbRecord{m.seed, m.variant, {}});
    },
    [](core::AnyGame& g) { return nlbGame(g); }, &nlbAction};

}  // namespace

std::variant<std::string, Timeline> nlbTimeline(const NlbSession& session) {
  return linkTimeline(session, kNlbFace);
}

}  // namespace modules
