# What the kernel test and the service test take from the host's Debian kernel (sourced
# by their bash scripts): which installed kernel to boot, and its modules in the order
# insmod must load them. With $modules_base set, copy_modules takes them from the tree
# unpacked there instead (the aarch64 board's kernel: board-root.sh).

# newest_kernel MODULE...: prints the version of the newest /boot/vmlinuz-* whose
# modules hold every MODULE; false when none does.
newest_kernel() {
  local candidate module
  for candidate in $(ls /boot/vmlinuz-* 2>/dev/null | sed 's|/boot/vmlinuz-||' | sort -V -r); do
    [ -d "/lib/modules/$candidate" ] || continue
    for module in "$@"; do
      modinfo -k "$candidate" "$module" >/dev/null 2>&1 || continue 2
    done
    echo "$candidate"
    return 0
  done
  return 1
}

# copy_modules KERNEL_VERSION FOLDER MODULE...: each MODULE and what it depends on
# (`modinfo -F depends`), uncompressed, as FOLDER/NAME.ko (none for a built-in one), and
# their names in FOLDER/order, each after its dependencies. Sets module_order.
copy_modules() {
  local kernel_version=$1 folder=$2 module
  shift 2
  declare -A listed=()
  module_order=()
  [ -d "${modules_base:-}/lib/modules/$kernel_version" ] || { echo "copy_modules: no ${modules_base:-}/lib/modules/$kernel_version" >&2; return 1; }
  mkdir -p "$folder"
  for module in "$@"; do
    add_module "$module" || return 1
  done
  printf '%s\n' "${module_order[@]}" > "$folder/order"
}

# One module of copy_modules, after its dependencies (it reads copy_modules' locals).
add_module() {
  local name=$1 dependency file
  [ -z "${listed[$name]:-}" ] || return 0
  listed[$name]=1
  for dependency in $(modinfo ${modules_base:+-b "$modules_base"} -k "$kernel_version" -F depends "$name" | tr ',' ' '); do
    add_module "$dependency" || return 1
  done
  file=$(modinfo ${modules_base:+-b "$modules_base"} -k "$kernel_version" -F filename "$name") || return 1
  case "$file" in
    (builtin*|"(builtin)"|"") return 0 ;;
    (*.ko.xz) xz -dc "$file" > "$folder/$name.ko" || return 1 ;;
    (*.ko.zst) zstd -qdc "$file" > "$folder/$name.ko" || return 1 ;;
    (*) cp "$file" "$folder/$name.ko" || return 1 ;;
  esac
  module_order+=("$name")
}
