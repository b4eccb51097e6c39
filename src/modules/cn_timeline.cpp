#include "cn_timeline.h"

#include "cn_module.h"
#include "link_timeline.h"

namespace modules {

namespace {

const LinkTimelineFace<CnLinkTraits> kCnFace{
    [](cn::Game g, const CnMatch& m) { return wrapCn(std::move(g), m.seed, m.variant, {}); },
    [](core::AnyGame& g) { return cnGame(g); }, &cnAction};

}  // namespace

std::variant<std::string, Timeline> cnTimeline(const CnSession& session) {
  return linkTimeline(session, kCnFace);
}

}  // namespace modules
