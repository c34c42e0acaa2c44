#!/usr/bin/env bash
# Makes the demo class videos shipped in server/src/seed/assets/classes/ with Debian's ffmpeg:
# for each, an HLS master playlist with two renditions (240p, 480p; 4 s fragmented-MP4 segments,
# not MPEG-TS: a `.ts` file would be taken for TypeScript by every tool of the repository), the
# same video as one MP4, and a poster. Their captions (captions-*.vtt) are written by hand and
# kept. `npm start` never needs ffmpeg: the results are committed. Run from the repository root.
set -euo pipefail

out=server/src/seed/assets/classes
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
seconds=24
command -v ffmpeg >/dev/null || { echo "needs ffmpeg (apt-get install ffmpeg)" >&2; exit 1; }
[ -f "$font" ] || { echo "needs $font (apt-get install fonts-dejavu-core)" >&2; exit 1; }

# name|background|title
videos=(
  "demo-lecture-a|0x1f4e79|Demo class · Lecture A"
  "demo-lecture-b|0x5b2c6f|Demo class · Lecture B"
  "demo-lecture-c|0x1e6b52|Demo class · Lecture C"
)

for entry in "${videos[@]}"; do
  IFS='|' read -r name colour title <<<"$entry"
  dir="$out/$name"
  mkdir -p "$dir"
  rm -rf "$dir"/v0 "$dir"/v1 "$dir"/master.m3u8 "$dir"/video.mp4 "$dir"/poster.jpg
  # A slide: the title, "demo content", and the time into the video (so a resumed or sought
  # position can be seen), over silence.
  slide="color=c=${colour}:s=854x480:r=25:d=${seconds}"
  text="drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=40:x=(w-tw)/2:y=h/2-80"
  text+=",drawtext=fontfile=${font}:text='Pariksha demo content':fontcolor=white@0.8:fontsize=24:x=(w-tw)/2:y=h/2-20"
  text+=",drawtext=fontfile=${font}:text='%{pts\\:gmtime\\:0\\:%M\\\\\\:%S}':fontcolor=white:fontsize=56:x=(w-tw)/2:y=h/2+40"
  common=(-hide_banner -loglevel error -y -f lavfi -i "$slide" -f lavfi -i "anullsrc=r=44100:cl=mono"
    -t "$seconds" -filter_complex "[0:v]${text}[v]")

  ffmpeg "${common[@]}" -map "[v]" -map 1:a -c:v libx264 -profile:v main -preset veryslow -crf 30 \
    -pix_fmt yuv420p -c:a aac -b:a 32k -movflags +faststart "$dir/video.mp4"

  ffmpeg "${common[@]};[v]split=2[v0in][v1in];[v0in]scale=426:240[v0];[v1in]copy[v1]" \
    -map "[v0]" -map "[v1]" -map 1:a -map 1:a \
    -c:v libx264 -profile:v main -preset veryslow -pix_fmt yuv420p -g 100 -keyint_min 100 -sc_threshold 0 \
    -b:v:0 120k -maxrate:v:0 160k -bufsize:v:0 240k -b:v:1 300k -maxrate:v:1 400k -bufsize:v:1 600k \
    -c:a aac -b:a 32k \
    -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
    -hls_segment_filename "$dir/v%v/segment-%03d.m4s" \
    -master_pl_name master.m3u8 -var_stream_map "v:0,a:0,name:240p v:1,a:1,name:480p" "$dir/v%v/index.m3u8"
  # ffmpeg names the rendition folders after `name:`; keep them short and fixed.
  mv "$dir/v240p" "$dir/v0" && mv "$dir/v480p" "$dir/v1"
  sed -i 's#v240p/#v0/#; s#v480p/#v1/#' "$dir/master.m3u8"

  ffmpeg -hide_banner -loglevel error -y -ss 2 -i "$dir/video.mp4" -frames:v 1 -vf scale=480:-2 -q:v 5 "$dir/poster.jpg"
  echo "$dir: $(du -sh "$dir" | cut -f1)"
done
